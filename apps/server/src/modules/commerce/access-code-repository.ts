// SQL for access codes: a code with its batch's product, limit and expiry, and one use counted
// atomically, so simultaneous redemptions never pass the limit.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  commerceAccessCodeBatches,
  commerceAccessCodes,
  type AccessCodeBatchRow,
} from '../../db/schema-purchases';

export interface AccessCode {
  code: string;
  uses: number;
  batch: AccessCodeBatchRow;
}

export async function findAccessCode(
  db: Db,
  tenantId: string,
  code: string,
): Promise<AccessCode | null> {
  const [row] = await db
    .select({
      code: commerceAccessCodes.code,
      uses: commerceAccessCodes.uses,
      batch: commerceAccessCodeBatches,
    })
    .from(commerceAccessCodes)
    .innerJoin(
      commerceAccessCodeBatches,
      and(
        eq(commerceAccessCodeBatches.tenantId, commerceAccessCodes.tenantId),
        eq(commerceAccessCodeBatches.id, commerceAccessCodes.batchId),
      ),
    )
    .where(and(eq(commerceAccessCodes.tenantId, tenantId), eq(commerceAccessCodes.code, code)))
    .limit(1);
  return row ?? null;
}

/** Counts one use unless the limit is reached; false when it was. */
export async function useAccessCode(
  db: Db,
  tenantId: string,
  code: string,
  useLimit: number | null,
): Promise<boolean> {
  const used = await db
    .update(commerceAccessCodes)
    .set({ uses: sql`${commerceAccessCodes.uses} + 1` })
    .where(
      and(
        eq(commerceAccessCodes.tenantId, tenantId),
        eq(commerceAccessCodes.code, code),
        useLimit === null ? sql`true` : lt(commerceAccessCodes.uses, useLimit),
      ),
    )
    .returning({ code: commerceAccessCodes.code });
  return used.length > 0;
}

export async function insertAccessCodeBatch(
  db: Db,
  batch: typeof commerceAccessCodeBatches.$inferInsert,
  codes: string[],
): Promise<void> {
  await db.insert(commerceAccessCodeBatches).values(batch);
  if (codes.length > 0)
    await db
      .insert(commerceAccessCodes)
      .values(codes.map((code) => ({ tenantId: batch.tenantId, code, batchId: batch.id })));
}

/** Which of these codes the tenant already has (codes are unique per tenant). */
export async function existingCodes(db: Db, tenantId: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: commerceAccessCodes.code })
    .from(commerceAccessCodes)
    .where(
      and(eq(commerceAccessCodes.tenantId, tenantId), inArray(commerceAccessCodes.code, codes)),
    );
  return rows.map((row) => row.code);
}

export interface BatchUsage {
  batch: AccessCodeBatchRow;
  codeCount: number;
  uses: number;
}

const usageColumns = {
  batch: commerceAccessCodeBatches,
  codeCount: sql<number>`count(${commerceAccessCodes.code})::int`,
  uses: sql<number>`coalesce(sum(${commerceAccessCodes.uses}), 0)::int`,
};

function selectUsage(db: Db) {
  return db
    .select(usageColumns)
    .from(commerceAccessCodeBatches)
    .leftJoin(
      commerceAccessCodes,
      and(
        eq(commerceAccessCodes.tenantId, commerceAccessCodeBatches.tenantId),
        eq(commerceAccessCodes.batchId, commerceAccessCodeBatches.id),
      ),
    );
}

export async function listBatchUsage(db: Db, tenantId: string, limit = 500): Promise<BatchUsage[]> {
  return selectUsage(db)
    .where(eq(commerceAccessCodeBatches.tenantId, tenantId))
    .groupBy(commerceAccessCodeBatches.tenantId, commerceAccessCodeBatches.id)
    .orderBy(desc(commerceAccessCodeBatches.createdAt), desc(commerceAccessCodeBatches.id))
    .limit(limit);
}

export async function findBatchUsage(
  db: Db,
  tenantId: string,
  id: string,
): Promise<BatchUsage | null> {
  const [row] = await selectUsage(db)
    .where(
      and(eq(commerceAccessCodeBatches.tenantId, tenantId), eq(commerceAccessCodeBatches.id, id)),
    )
    .groupBy(commerceAccessCodeBatches.tenantId, commerceAccessCodeBatches.id);
  return row ?? null;
}

/** Disables a batch once; false when it does not exist in the tenant or was already disabled. */
export async function disableBatch(db: Db, tenantId: string, id: string, now: Date) {
  const rows = await db
    .update(commerceAccessCodeBatches)
    .set({ disabledAt: now })
    .where(
      and(
        eq(commerceAccessCodeBatches.tenantId, tenantId),
        eq(commerceAccessCodeBatches.id, id),
        isNull(commerceAccessCodeBatches.disabledAt),
      ),
    )
    .returning({ id: commerceAccessCodeBatches.id });
  return rows.length > 0;
}
