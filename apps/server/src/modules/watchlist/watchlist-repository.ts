// SQL of the watchlist: one row per (user, event). Events are read through visibleTo, so another
// user's clip can neither be saved nor listed.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { events, type EventRow } from '../../db/schema';
import { watchlistEntries } from '../../db/schema-personal';

export async function isVisibleEvent(
  db: Db,
  tenantId: string,
  userId: string,
  eventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), visibleTo(userId)));
  return row !== undefined;
}

export async function countEntries(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.tenantId, tenantId), eq(watchlistEntries.userId, userId)));
  return row?.n ?? 0;
}

/** A repeated add keeps the first row and its date. */
export async function insertEntry(db: Db, tenantId: string, userId: string, eventId: string) {
  await db.insert(watchlistEntries).values({ tenantId, userId, eventId }).onConflictDoNothing();
}

export async function deleteEntry(db: Db, tenantId: string, userId: string, eventId: string) {
  await db
    .delete(watchlistEntries)
    .where(
      and(
        eq(watchlistEntries.tenantId, tenantId),
        eq(watchlistEntries.userId, userId),
        eq(watchlistEntries.eventId, eventId),
      ),
    );
}

const onList = (tenantId: string, userId: string) =>
  and(
    eq(watchlistEntries.tenantId, tenantId),
    eq(watchlistEntries.userId, userId),
    visibleTo(userId),
  );

const joinEvents = and(
  eq(events.tenantId, watchlistEntries.tenantId),
  eq(events.id, watchlistEntries.eventId),
);

/** The ids on the list, newest saved first. */
export async function listEntryIds(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: watchlistEntries.eventId })
    .from(watchlistEntries)
    .innerJoin(events, joinEvents)
    .where(onList(tenantId, userId))
    .orderBy(desc(watchlistEntries.addedAt), watchlistEntries.eventId);
  return rows.map((r) => r.id);
}

/** How many videos the list shows (saved videos the user may still see). */
export async function countListed(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlistEntries)
    .innerJoin(events, joinEvents)
    .where(onList(tenantId, userId));
  return row?.n ?? 0;
}

/** `added` and `created` sort by when the video was saved; `order` and `title` by the video's. */
const sortKey = (field: SortField) => {
  switch (field) {
    case 'added':
    case 'created':
      return watchlistEntries.addedAt;
    case 'order':
      return events.sortOrder;
    case 'title':
      return sql`lower(${events.title})`;
  }
};

export async function listEntryEvents(
  db: Db,
  tenantId: string,
  userId: string,
  sort: { field: SortField; direction: SortDirection },
  window: { offset: number; limit: number },
): Promise<EventRow[]> {
  const by = sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ event: events })
    .from(watchlistEntries)
    .innerJoin(events, joinEvents)
    .where(onList(tenantId, userId))
    .orderBy(by(sortKey(sort.field)), by(watchlistEntries.eventId))
    .offset(window.offset)
    .limit(window.limit);
  return rows.map((r) => r.event);
}
