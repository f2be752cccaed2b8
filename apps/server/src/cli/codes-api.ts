// `create-codes` through the running portal's admin API (ADR 046): the batch is made, audited and
// answered by the server, so the command works on the embedded database too.
import {
  createAccessCodeBatchCall,
  createdAccessCodeBatch,
  type CreateAccessCodeBatchBody,
} from '@touchline/contract/calls/admin-commerce';
import { contentOf } from '@touchline/contract/paged';
import { answerOf, postJson, type ApiTarget } from './operator-api';
import type { CodesCommand } from './operator-direct';

export async function createCodesViaApi(target: ApiTarget, command: CodesCommand) {
  const body: CreateAccessCodeBatchBody = {
    productId: command.productId,
    count: command.count,
    useLimit: command.useLimit,
    expiresAt: command.expiresAt?.toISOString() ?? null,
    label: command.label,
  };
  const { status, text } = await postJson(target, createAccessCodeBatchCall.path, body);
  const batch = contentOf(createdAccessCodeBatch).parse(answerOf(status, text)).content;
  return { tenant: command.tenant, batchId: batch.id, codes: batch.codes };
}
