// SQL for the operator role of users. Every query is scoped to one tenant.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users, type UserRole } from '../../db/schema-accounts';

/** The user's role in the tenant, or null when the tenant has no such user (deleted meanwhile). */
export async function findUserRole(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<UserRole | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** Sets the role of the tenant's account with this (normalised) email; false when there is none. */
export async function setUserRole(
  db: Db,
  tenantId: string,
  email: string,
  role: UserRole,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}
