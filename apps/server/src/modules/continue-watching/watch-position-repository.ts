// SQL of watch positions: one row per (user, video), the latest position. Videos are read through
// visibleTo, so another user's clip is never remembered or listed.
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { events, type EventRow } from '../../db/schema';
import { watchPositions } from '../../db/schema-personal';

/** The video's length in seconds (null when unknown), if the user may see it. */
export async function findVideo(db: Db, tenantId: string, userId: string, eventId: string) {
  const [row] = await db
    .select({ id: events.id, duration: events.durationSeconds })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), visibleTo(userId)));
  return row ?? null;
}

export async function upsertPosition(
  db: Db,
  key: { tenantId: string; userId: string; eventId: string },
  positionSeconds: number,
) {
  const updatedAt = new Date();
  await db
    .insert(watchPositions)
    .values({ ...key, positionSeconds, updatedAt })
    .onConflictDoUpdate({
      target: [watchPositions.tenantId, watchPositions.userId, watchPositions.eventId],
      set: { positionSeconds, updatedAt },
    });
}

export async function deletePosition(
  db: Db,
  key: { tenantId: string; userId: string; eventId: string },
) {
  await db
    .delete(watchPositions)
    .where(
      and(
        eq(watchPositions.tenantId, key.tenantId),
        eq(watchPositions.userId, key.userId),
        eq(watchPositions.eventId, key.eventId),
      ),
    );
}

const joinEvents = and(
  eq(events.tenantId, watchPositions.tenantId),
  eq(events.id, watchPositions.eventId),
);

export async function findPosition(db: Db, tenantId: string, userId: string, eventId: string) {
  const [row] = await db
    .select({ position: watchPositions.positionSeconds })
    .from(watchPositions)
    .innerJoin(events, joinEvents)
    .where(
      and(
        eq(watchPositions.tenantId, tenantId),
        eq(watchPositions.userId, userId),
        eq(watchPositions.eventId, eventId),
        visibleTo(userId),
      ),
    );
  return row?.position ?? null;
}

const started = (tenantId: string, userId: string, from: number) =>
  and(
    eq(watchPositions.tenantId, tenantId),
    eq(watchPositions.userId, userId),
    gte(watchPositions.positionSeconds, from),
    visibleTo(userId),
  );

/** How many videos listStarted lists in all. */
export async function countStarted(db: Db, tenantId: string, userId: string, from: number) {
  const [row] = await db
    .select({ n: count() })
    .from(watchPositions)
    .innerJoin(events, joinEvents)
    .where(started(tenantId, userId, from));
  return row?.n ?? 0;
}

/** Videos left at or past `from` seconds, most recently watched first. */
export async function listStarted(
  db: Db,
  tenantId: string,
  userId: string,
  from: number,
  window: { offset: number; limit: number },
): Promise<{ event: EventRow; position: number }[]> {
  return db
    .select({ event: events, position: watchPositions.positionSeconds })
    .from(watchPositions)
    .innerJoin(events, joinEvents)
    .where(started(tenantId, userId, from))
    .orderBy(desc(watchPositions.updatedAt), watchPositions.eventId)
    .offset(window.offset)
    .limit(window.limit);
}
