// SQL for the platform admin grant of accounts (ADR 064). Every query is scoped to one tenant:
// the grant is held by one account of one tenant.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users } from '../../db/schema-accounts';

export async function isPlatformAdmin(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ platformAdmin: users.platformAdmin })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.platformAdmin ?? false;
}

/** Grants or withdraws it for the tenant's account with this (normalised) email; false: none. */
export async function setPlatformAdmin(
  db: Db,
  tenantId: string,
  email: string,
  granted: boolean,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ platformAdmin: granted, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}
