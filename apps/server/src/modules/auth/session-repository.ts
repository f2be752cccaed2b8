// SQL for sessions (refresh families), refresh tokens and password-reset tokens.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { passwordResets, refreshTokens, sessions } from '../../db/schema-accounts';

export async function insertSession(
  db: Db,
  row: { tenantId: string; id: string; userId: string; deviceRowId: string; expiresAt: Date },
) {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, tenantId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Db, tenantId: string, sessionId: string, at: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: at })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
}

/** Revokes sessions still active; answers the ids it revoked. */
export async function revokeSessions(
  db: Db,
  tenantId: string,
  where: { sessionId?: string; userId?: string; deviceRowId?: string; exceptSessionId?: string },
  reason: string,
): Promise<string[]> {
  const conditions = [eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)];
  if (where.sessionId) conditions.push(eq(sessions.id, where.sessionId));
  if (where.userId) conditions.push(eq(sessions.userId, where.userId));
  if (where.deviceRowId) conditions.push(eq(sessions.deviceRowId, where.deviceRowId));
  if (where.exceptSessionId) conditions.push(ne(sessions.id, where.exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  if (rows.length > 0)
    await db.delete(refreshTokens).where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        inArray(
          refreshTokens.sessionId,
          rows.map((r) => r.id),
        ),
        isNull(refreshTokens.rotatedAt),
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; tenantId: string; sessionId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Locks the token's row, so two exchanges of one token cannot both succeed. */
export async function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markRotated(db: Db, tokenHash: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; tenantId: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(row);
}

export async function findPasswordReset(db: Db, tenantId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Marks an unused reset token used and answers it; null when unknown, used or of another tenant. */
export async function consumePasswordReset(db: Db, tenantId: string, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.tenantId, tenantId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** A new link replaces the older unused ones of the user. */
export async function deletePasswordResets(db: Db, tenantId: string, userId: string) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.userId, userId)));
}
