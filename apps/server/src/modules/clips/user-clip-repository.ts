// SQL of user clips: rows of `events` of kind user_clip or user_highlight with their owner. Every
// statement names the tenant and the owner, so another user's clip is a row nobody has.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import type { UserClipKind } from '@touchline/contract/entities/clip';
import { advisoryKey } from '../../db/advisory-lock';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { events, type EventRow, type NewEventRow } from '../../db/schema';

const userKinds: UserClipKind[] = ['user_clip', 'user_highlight'];

const ownClip = (tenantId: string, userId: string, id: string) =>
  and(
    eq(events.tenantId, tenantId),
    eq(events.id, id),
    eq(events.ownerUserId, userId),
    inArray(events.mediaKind, userKinds),
  );

/** The video a clip is cut from, when the user may see it. */
export async function findSource(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id), visibleTo(userId)));
  return row ?? null;
}

/** Inserts the clip unless its id exists; null when it did. */
export async function insertClip(db: Db, row: NewEventRow): Promise<EventRow | null> {
  const [inserted] = await db.insert(events).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Waits for and holds, until the transaction ends, the user's lock on their clips of one game. */
export async function lockOwnClipsOfGame(
  tx: Db,
  tenantId: string,
  userId: string,
  gameId: string,
): Promise<void> {
  const key = advisoryKey(`clips:${tenantId}:${userId}:${gameId}`);
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

/** Seconds of one game the user's clips keep (clips and highlights cut from it), one clip aside. */
export async function ownClipSecondsOfGame(
  db: Db,
  tenantId: string,
  userId: string,
  gameId: string,
  exceptId: string,
): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<string | null>`sum(${events.durationSeconds})` })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.ownerUserId, userId),
        eq(events.parentEventId, gameId),
        inArray(events.mediaKind, userKinds),
        ne(events.id, exceptId),
      ),
    );
  return Number(row?.seconds ?? 0);
}

export async function findOwnClip(db: Db, tenantId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(ownClip(tenantId, userId, id));
  return row ?? null;
}

/** Renames and/or shares the owner's clip; sharing again keeps the first share's time. */
export async function updateOwnClip(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
  change: { title?: string; shared?: boolean },
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set({
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.shared === undefined
        ? {}
        : { sharedAt: change.shared ? sql`coalesce(${events.sharedAt}, now())` : null }),
    })
    .where(ownClip(tenantId, userId, id))
    .returning();
  return row ?? null;
}

export async function deleteClipRow(db: Db, tenantId: string, userId: string, id: string) {
  const rows = await db
    .delete(events)
    .where(ownClip(tenantId, userId, id))
    .returning({ id: events.id });
  return rows.length > 0;
}

const sortKey = (field: SortField) => {
  switch (field) {
    case 'added':
      return events.addedAt;
    case 'created':
      return events.createdAt;
    case 'order':
      return events.sortOrder;
    case 'title':
      return sql`lower(${events.title})`;
  }
};

export interface OwnClipFilter {
  kinds: UserClipKind[];
  parentEventId?: string;
}

const ownClips = (tenantId: string, userId: string, filter: OwnClipFilter) =>
  and(
    eq(events.tenantId, tenantId),
    eq(events.ownerUserId, userId),
    inArray(events.mediaKind, filter.kinds),
    filter.parentEventId ? eq(events.parentEventId, filter.parentEventId) : undefined,
  );

/** How many clips listOwnClips lists in all. */
export async function countOwnClips(
  db: Db,
  tenantId: string,
  userId: string,
  filter: OwnClipFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(ownClips(tenantId, userId, filter));
  return row?.n ?? 0;
}

export async function listOwnClips(
  db: Db,
  tenantId: string,
  userId: string,
  filter: OwnClipFilter,
  sort: { field: SortField; direction: SortDirection },
  window: { offset: number; limit: number },
): Promise<EventRow[]> {
  const by = sort.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(events)
    .where(ownClips(tenantId, userId, filter))
    .orderBy(by(sortKey(sort.field)), by(events.id))
    .offset(window.offset)
    .limit(window.limit);
}
