// SQL for operator keys. Every query is scoped to one tenant.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { operatorKeys } from '../../db/schema-watching';

export async function operatorKeyExists(
  db: Db,
  tenantId: string,
  keyHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(operatorKeys)
    .where(and(eq(operatorKeys.tenantId, tenantId), eq(operatorKeys.keyHash, keyHash)))
    .limit(1);
  return rows.length > 0;
}

export async function addOperatorKey(
  db: Db,
  tenantId: string,
  keyHash: string,
  label: string,
): Promise<void> {
  await db.insert(operatorKeys).values({ tenantId, keyHash, label });
}
