// SQL for users and their single sign-on links. Every call takes the tenant id.
import { and, eq, sql } from 'drizzle-orm';
import type { SocialProvider } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { userLogins, users, type NewUserRow, type UserRow } from '../../db/schema-accounts';

export async function findUserByEmail(db: Db, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the email is taken in the tenant; null then. */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | null> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateUser(
  db: Db,
  tenantId: string,
  userId: string,
  patch: Partial<Omit<NewUserRow, 'tenantId' | 'id' | 'createdAt'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Db, tenantId: string, userId: string) {
  await db.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/**
 * Locks the user's row until the transaction ends: device registrations of one user then run
 * one after the other, so parallel logins cannot pass the device limit together.
 */
export async function lockUser(tx: Db, tenantId: string, userId: string) {
  await tx.execute(
    sql`select 1 from ${users} where ${users.tenantId} = ${tenantId} and ${users.id} = ${userId} for update`,
  );
}

export async function findUserIdByLogin(
  db: Db,
  tenantId: string,
  provider: SocialProvider,
  subject: string,
) {
  const [row] = await db
    .select({ userId: userLogins.userId })
    .from(userLogins)
    .where(
      and(
        eq(userLogins.tenantId, tenantId),
        eq(userLogins.provider, provider),
        eq(userLogins.subject, subject),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function linkLogin(
  db: Db,
  tenantId: string,
  provider: SocialProvider,
  subject: string,
  userId: string,
) {
  await db.insert(userLogins).values({ tenantId, provider, subject, userId }).onConflictDoNothing();
}

/** The providers that can sign in to the account, for the owner's eyes (the reset mail). */
export async function listLoginProviders(db: Db, tenantId: string, userId: string) {
  const rows = await db
    .selectDistinct({ provider: userLogins.provider })
    .from(userLogins)
    .where(and(eq(userLogins.tenantId, tenantId), eq(userLogins.userId, userId)));
  return rows.map((row) => row.provider).sort();
}
