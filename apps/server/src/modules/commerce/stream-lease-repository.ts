// SQL for stream leases (ADR 046). Each statement names the tenant and the user; taking a lease
// locks the user's row first, so two devices starting at once are counted one after the other.
import { and, asc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';
import { devices, users } from '../../db/schema-accounts';
import { playbackLeases, type PlaybackLeaseRow } from '../../db/schema-purchases';
import type { Owner } from './contract-repository';

export async function findLeaseEvent(db: Db, tenantId: string, eventId: string) {
  const [row] = await db
    .select({ title: events.title, commerceType: events.commerceType })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return row ?? null;
}

export async function deviceNameOf(db: Db, owner: Owner, deviceRowId: string | null) {
  if (!deviceRowId) return null;
  const [row] = await db
    .select({ name: devices.name, customName: devices.customName })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, owner.tenantId),
        eq(devices.userId, owner.userId),
        eq(devices.id, deviceRowId),
      ),
    )
    .limit(1);
  return row ? (row.customName ?? row.name) : null;
}

/** Holds the user's row until the transaction ends: lease changes of one user run in turn. */
export async function lockUser(db: Db, owner: Owner): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)))
    .for('update');
}

const ofUser = (owner: Owner) =>
  and(eq(playbackLeases.tenantId, owner.tenantId), eq(playbackLeases.userId, owner.userId));

export async function activeLeases(db: Db, owner: Owner, now: Date): Promise<PlaybackLeaseRow[]> {
  return db
    .select()
    .from(playbackLeases)
    .where(and(ofUser(owner), gt(playbackLeases.expiresAt, now)))
    .orderBy(asc(playbackLeases.startedAt), asc(playbackLeases.id));
}

/** Forgets the user's lapsed leases and this session's own (it is about to take a new one). */
export async function clearLeases(db: Db, owner: Owner, sessionId: string, now: Date) {
  await db.delete(playbackLeases).where(and(ofUser(owner), lte(playbackLeases.expiresAt, now)));
  await db
    .delete(playbackLeases)
    .where(and(ofUser(owner), eq(playbackLeases.sessionId, sessionId)));
}

/** The session's live lease (one at most: taking a lease forgets the session's earlier one). */
export async function sessionLease(db: Db, owner: Owner, sessionId: string, now: Date) {
  const [row] = await db
    .select({ id: playbackLeases.id, eventId: playbackLeases.eventId })
    .from(playbackLeases)
    .where(
      and(
        ofUser(owner),
        eq(playbackLeases.sessionId, sessionId),
        gt(playbackLeases.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A live lease of the tenant by its id, for the media scope's check of a playlist request. */
export async function liveLease(db: Db, tenantId: string, id: string, now: Date) {
  const [row] = await db
    .select({ sessionId: playbackLeases.sessionId, eventId: playbackLeases.eventId })
    .from(playbackLeases)
    .where(
      and(
        eq(playbackLeases.tenantId, tenantId),
        eq(playbackLeases.id, id),
        gt(playbackLeases.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countOtherLeases(db: Db, owner: Owner, sessionId: string, now: Date) {
  const rows = await db
    .select({ id: playbackLeases.id })
    .from(playbackLeases)
    .where(
      and(
        ofUser(owner),
        ne(playbackLeases.sessionId, sessionId),
        gt(playbackLeases.expiresAt, now),
      ),
    );
  return rows.length;
}

export async function insertLease(db: Db, row: PlaybackLeaseRow): Promise<PlaybackLeaseRow> {
  const [inserted] = await db.insert(playbackLeases).values(row).returning();
  return inserted!;
}

/** Renews a live lease of this session; null when it lapsed, was stopped or is not its own. */
export async function renewLease(
  db: Db,
  owner: Owner,
  sessionId: string,
  id: string,
  now: Date,
  until: Date,
): Promise<PlaybackLeaseRow | null> {
  const [row] = await db
    .update(playbackLeases)
    .set({ expiresAt: until })
    .where(
      and(
        ofUser(owner),
        eq(playbackLeases.id, id),
        eq(playbackLeases.sessionId, sessionId),
        gt(playbackLeases.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteLease(db: Db, owner: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(playbackLeases)
    .where(and(ofUser(owner), eq(playbackLeases.id, id)))
    .returning({ id: playbackLeases.id });
  return rows.length > 0;
}
