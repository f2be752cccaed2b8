// SQL for the admin API's accounts (ADR 059): the tenant's users found by a fragment of their
// email or name, and the two things an operator changes on one. Every query takes the tenant id.
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users, type UserRole } from '../../db/schema-accounts';

/** Only what the console shows: no password hash, no other profile field. */
const listed = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  canCreateGlobalTag: users.canCreateGlobalTag,
  createdAt: users.createdAt,
};
export type ListedUserRow = { [K in keyof typeof listed]: (typeof users.$inferSelect)[K] };

/** strpos rather than LIKE: the fragment is matched as typed, `%` and `_` included. */
const matching = (fragment: string | undefined): SQL | undefined => {
  const needle = fragment?.toLowerCase();
  if (!needle) return undefined;
  return or(
    sql`strpos(lower(${users.email}), ${needle}) > 0`,
    sql`strpos(lower(${users.fullName}), ${needle}) > 0`,
  );
};

/** One page in email order (unique per tenant, so pages never overlap), and the total. */
export async function listUserRows(
  db: Db,
  tenantId: string,
  query: { q?: string | undefined; page: number; size: number },
): Promise<{ rows: ListedUserRow[]; total: number }> {
  const where = and(eq(users.tenantId, tenantId), matching(query.q));
  const [rows, totals] = await Promise.all([
    db
      .select(listed)
      .from(users)
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function findUserRow(
  db: Db,
  tenantId: string,
  id: string,
): Promise<ListedUserRow | null> {
  const [row] = await db
    .select(listed)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

/** The tenant's account with this e-mail, as stored (sign-up normalises it). */
export async function findUserRowByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<ListedUserRow | null> {
  const [row] = await db
    .select(listed)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

export async function updateUserRow(
  db: Db,
  tenantId: string,
  id: string,
  change: { role?: UserRole; canCreateGlobalTag?: boolean },
): Promise<ListedUserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning(listed);
  return row ?? null;
}
