// Charging writes run at most once per idempotency key (docs/decisions/035). The key's row is
// inserted in the transaction that charges; a concurrent retry's insert waits on that row, then
// finds it and replays the stored answer — success or payment failure alike. A write that fails
// otherwise (unknown offer, already bought) rolls back with its key, so a corrected retry runs.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from '@touchline/contract/errors';
import type { Db } from '../../db/open';
import { commerceIdempotency } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import type { Owner } from './contract-repository';

/** What a charging write answers: its content, or a failure that is part of the record. */
export type Outcome<T> =
  | { status: 200; answer: T }
  | { status: number; error: { code: ErrorCode; message: string; context?: string } };

/** The call and its input, so one key cannot be reused for a different request. */
export const fingerprintOf = (call: string, input: unknown) =>
  `${call}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;

/** A recorded failure raised again: its status is the contract's for its code. */
const raise = (error: { code: ErrorCode; message: string; context?: string }) =>
  new AppError(error.code, error.message, { context: error.context });

/**
 * Runs `work` in a transaction, once for the key (when there is one). Answers its result and
 * whether it ran now (false: a replay), or throws the recorded failure.
 */
export async function once<T>(
  db: Db,
  owner: Owner,
  key: string | null,
  fingerprint: string,
  work: (tx: Db) => Promise<Outcome<T>>,
): Promise<{ answer: T; fresh: boolean }> {
  const { outcome, fresh } = await db.transaction(async (tx) => {
    if (key) {
      const claimed = await tx
        .insert(commerceIdempotency)
        .values({ ...owner, key, fingerprint, status: 0, answer: {} })
        .onConflictDoNothing()
        .returning({ key: commerceIdempotency.key });
      if (claimed.length === 0)
        return { outcome: await recorded<T>(tx, owner, key, fingerprint), fresh: false };
    }
    const result = await work(tx);
    if (key)
      await tx
        .update(commerceIdempotency)
        .set({
          status: result.status,
          answer: 'answer' in result ? result.answer : result.error,
        })
        .where(
          and(
            eq(commerceIdempotency.tenantId, owner.tenantId),
            eq(commerceIdempotency.userId, owner.userId),
            eq(commerceIdempotency.key, key),
          ),
        );
    return { outcome: result, fresh: true };
  });
  if ('error' in outcome) throw raise(outcome.error);
  return { answer: outcome.answer, fresh };
}

async function recorded<T>(
  tx: Db,
  owner: Owner,
  key: string,
  fingerprint: string,
): Promise<Outcome<T>> {
  const [row] = await tx
    .select()
    .from(commerceIdempotency)
    .where(
      and(
        eq(commerceIdempotency.tenantId, owner.tenantId),
        eq(commerceIdempotency.userId, owner.userId),
        eq(commerceIdempotency.key, key),
      ),
    )
    .limit(1);
  if (!row || row.fingerprint !== fingerprint)
    throw new AppError('conflict', 'This idempotency key was used for a different request');
  return row.status === 200
    ? { status: 200, answer: row.answer as T }
    : { status: row.status, error: row.answer as { code: ErrorCode; message: string } };
}
