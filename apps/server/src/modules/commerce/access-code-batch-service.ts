// Operators' batches of access codes (ADR 035, 046): made for one offer on sale, generated or
// given, listed with their use counts, and disabled. The admin API and the operator command call
// these inside their own transaction, so the audit record is written with the change.
import { randomInt, randomUUID } from 'node:crypto';
import type { AccessCodeBatch } from '@touchline/contract/calls/admin-commerce';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import {
  disableBatch,
  existingCodes,
  findBatchUsage,
  insertAccessCodeBatch,
  listBatchUsage,
  type BatchUsage,
} from './access-code-repository';
import { findOffer } from './commerce-repository';

/** Letters and digits that cannot be mistaken for one another when read off a card. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `XXXX-XXXX-XXXX`: 60 bits of chance, so codes cannot be guessed within the rate limit. */
export function newAccessCode(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join(''),
  );
  return groups.join('-');
}

export interface NewBatch {
  productId: string;
  /** How many codes to generate; ignored when `codes` are given. */
  count: number;
  /** The operator's own codes, already in upper case and distinct. */
  codes?: string[];
  /** Redemptions each code allows; null for no limit. */
  useLimit: number | null;
  expiresAt: Date | null;
  label: string;
}

export const toAccessCodeBatch = ({ batch, codeCount, uses }: BatchUsage): AccessCodeBatch => ({
  id: batch.id,
  productId: batch.productId,
  label: batch.label,
  useLimit: batch.useLimit,
  expiresAt: batch.expiresAt?.toISOString() ?? null,
  disabledAt: batch.disabledAt?.toISOString() ?? null,
  codeCount,
  uses,
  createdAt: batch.createdAt.toISOString(),
});

/** An operator's batch of codes for one offer on sale; answers the codes, shown once. */
export async function createAccessCodeBatch(
  db: Db,
  tenantId: string,
  batch: NewBatch,
  now: Date = new Date(),
): Promise<{ batch: AccessCodeBatch; codes: string[] }> {
  if (!batch.codes && (!Number.isInteger(batch.count) || batch.count < 1 || batch.count > 10_000))
    throw AppError.invalid('batch', 'count', 'must be between 1 and 10000');
  if (batch.useLimit !== null && (!Number.isInteger(batch.useLimit) || batch.useLimit < 1))
    throw AppError.invalid('batch', 'useLimit', 'must be a whole number of at least 1');
  if (batch.expiresAt && batch.expiresAt <= now)
    throw AppError.invalid('batch', 'expiresAt', 'must be in the future');
  // Another tenant's offer reads like a missing one: the lookup names the tenant.
  if (!(await findOffer(db, tenantId, batch.productId, now)))
    throw AppError.notFound('Offer not found', 'product');
  const codes = batch.codes ?? [...new Set(Array.from({ length: batch.count }, newAccessCode))];
  const taken = await existingCodes(db, tenantId, codes);
  if (taken.length > 0)
    throw new AppError('conflict', `These codes already exist: ${taken.slice(0, 10).join(', ')}`, {
      context: 'access_code_taken',
    });
  const batchId = randomUUID();
  await insertAccessCodeBatch(
    db,
    {
      tenantId,
      id: batchId,
      productId: batch.productId,
      label: batch.label,
      useLimit: batch.useLimit,
      expiresAt: batch.expiresAt,
      createdAt: now,
    },
    codes,
  );
  const created = await findBatchUsage(db, tenantId, batchId);
  return { batch: toAccessCodeBatch(created!), codes };
}

export async function listAccessCodeBatches(db: Db, tenantId: string): Promise<AccessCodeBatch[]> {
  return (await listBatchUsage(db, tenantId)).map(toAccessCodeBatch);
}

/** Disables a batch; disabling one already disabled answers it unchanged. Before and after. */
export async function disableAccessCodeBatch(
  db: Db,
  tenantId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ before: AccessCodeBatch; after: AccessCodeBatch }> {
  const found = await findBatchUsage(db, tenantId, id);
  if (!found) throw AppError.notFound('Access-code batch not found', 'access_code_batch');
  await disableBatch(db, tenantId, id, now);
  const after = await findBatchUsage(db, tenantId, id);
  return { before: toAccessCodeBatch(found), after: toAccessCodeBatch(after!) };
}
