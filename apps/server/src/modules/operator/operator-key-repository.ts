// SQL for operator keys. Every query is scoped to one tenant.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { operatorKeys } from '../../db/schema-watching';

/** The key's label (the audit trail names it), or null when the tenant holds no such key. */
export async function findOperatorKeyLabel(
  db: Db,
  tenantId: string,
  keyHash: string,
): Promise<string | null> {
  const [row] = await db
    .select({ label: operatorKeys.label })
    .from(operatorKeys)
    .where(and(eq(operatorKeys.tenantId, tenantId), eq(operatorKeys.keyHash, keyHash)))
    .limit(1);
  return row?.label ?? null;
}

export async function addOperatorKey(
  db: Db,
  tenantId: string,
  keyHash: string,
  label: string,
): Promise<void> {
  await db.insert(operatorKeys).values({ tenantId, keyHash, label });
}
