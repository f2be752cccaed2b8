// The admin API's commerce changes (ADR 046): access-code batches and refunds. The commerce module
// owns the rules; this file puts each change and its audit record into one transaction.
import type {
  AccessCodeBatch,
  AdminCharge,
  CreateAccessCodeBatchBody,
  CreatedAccessCodeBatch,
} from '@touchline/contract/calls/admin-commerce';
import type { Db } from '../../db/open';
import {
  createAccessCodeBatch,
  disableAccessCodeBatch,
} from '../commerce/access-code-batch-service';
import { refundCharge } from '../commerce/refund-service';
import type { Tenant } from '../tenants/tenant';
import { appendAudit } from './audit-repository';

/**
 * What the purchases run on (made once in app/register-commerce.ts), as the commerce service asks
 * for it.
 */
export type CommerceDeps = Parameters<typeof refundCharge>[0];

export async function createCodeBatch(
  db: Db,
  tenant: Tenant,
  actor: string,
  body: CreateAccessCodeBatchBody,
  now: Date,
): Promise<CreatedAccessCodeBatch> {
  return db.transaction(async (tx) => {
    const created = await createAccessCodeBatch(
      tx,
      tenant.id,
      {
        productId: body.productId,
        count: body.count ?? body.codes?.length ?? 0,
        ...(body.codes ? { codes: body.codes } : {}),
        useLimit: body.useLimit ?? null,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        label: body.label ?? 'access codes',
      },
      now,
    );
    // The codes themselves are not copied into the trail: it is read by every operator, and a
    // code is as good as a payment.
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'access_code_batch.create',
      targetKind: 'access_code_batch',
      targetId: created.batch.id,
      before: null,
      after: { ...created.batch },
    });
    return { ...created.batch, codes: created.codes };
  });
}

export async function disableCodeBatch(
  db: Db,
  tenant: Tenant,
  actor: string,
  id: string,
  now: Date,
): Promise<AccessCodeBatch> {
  return db.transaction(async (tx) => {
    const { before, after } = await disableAccessCodeBatch(tx, tenant.id, id, now);
    if (before.disabledAt === null)
      await appendAudit(tx, tenant.id, {
        actor,
        action: 'access_code_batch.disable',
        targetKind: 'access_code_batch',
        targetId: id,
        before: { ...before },
        after: { ...after },
      });
    return after;
  });
}

export async function refundTenantCharge(
  deps: CommerceDeps,
  tenant: Tenant,
  actor: string,
  id: string,
  amountMinor: number | undefined,
): Promise<AdminCharge> {
  return refundCharge(deps, tenant.id, id, amountMinor, (tx, before, after) =>
    appendAudit(tx, tenant.id, {
      actor,
      action: 'charge.refund',
      targetKind: 'charge',
      targetId: id,
      before: { ...before },
      after: { ...after },
    }),
  );
}
