// SQL behind recommendations: the viewer's follows, the games they watched, the identities of
// games, and what the tenant's viewers watch most. Every statement names the tenant.
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { eventIdentities, events, identities, type EventRow } from '../../db/schema';
import { follows, watchPositions } from '../../db/schema-personal';

/** Games only (no highlights or clips), that are or will be watchable. */
const gameFor = (tenantId: string, userId: string) =>
  and(
    eq(events.tenantId, tenantId),
    eq(events.mediaKind, 'event'),
    inArray(events.status, ['live', 'upcoming', 'vod']),
    visibleTo(userId),
  );

export async function followedIdentities(db: Db, tenantId: string, userId: string) {
  return db
    .select({ id: identities.id, title: identities.title })
    .from(follows)
    .innerJoin(
      identities,
      and(eq(identities.tenantId, follows.tenantId), eq(identities.id, follows.identityId)),
    )
    .where(and(eq(follows.tenantId, tenantId), eq(follows.userId, userId)))
    .orderBy(desc(follows.createdAt));
}

/** Games of these identities (a league or category they belong to, or a team playing), with the
 *  identity that matched, newest first. */
export async function gamesOf(
  db: Db,
  tenantId: string,
  userId: string,
  identityIds: string[],
  limit: number,
): Promise<{ event: EventRow; identityId: string }[]> {
  if (identityIds.length === 0) return [];
  const [byLink, byTeam] = await Promise.all([
    db
      .select({ event: events, identityId: eventIdentities.identityId })
      .from(eventIdentities)
      .innerJoin(
        events,
        and(eq(events.tenantId, eventIdentities.tenantId), eq(events.id, eventIdentities.eventId)),
      )
      .where(and(gameFor(tenantId, userId), inArray(eventIdentities.identityId, identityIds)))
      .orderBy(desc(events.startsAt), events.id)
      .limit(limit),
    db
      .select({
        event: events,
        identityId: sql<string>`case when ${inArray(events.team1Id, identityIds)} then ${events.team1Id} else ${events.team2Id} end`,
      })
      .from(events)
      .where(
        and(
          gameFor(tenantId, userId),
          or(inArray(events.team1Id, identityIds), inArray(events.team2Id, identityIds)),
        ),
      )
      .orderBy(desc(events.startsAt), events.id)
      .limit(limit),
  ]);
  return [...byTeam, ...byLink].sort(
    (a, b) => b.event.startsAt.getTime() - a.event.startsAt.getTime(),
  );
}

/** The games the viewer watched (started), most recent first, with their identities. */
export async function watchedGames(db: Db, tenantId: string, userId: string, limit: number) {
  const watched = await db
    .select({ id: events.id, title: events.title })
    .from(watchPositions)
    .innerJoin(
      events,
      and(eq(events.tenantId, watchPositions.tenantId), eq(events.id, watchPositions.eventId)),
    )
    .where(
      and(
        eq(watchPositions.tenantId, tenantId),
        eq(watchPositions.userId, userId),
        eq(events.mediaKind, 'event'),
      ),
    )
    .orderBy(desc(watchPositions.updatedAt))
    .limit(limit);
  if (watched.length === 0) return [];
  const links = await db
    .select({ eventId: eventIdentities.eventId, identityId: eventIdentities.identityId })
    .from(eventIdentities)
    .where(
      and(
        eq(eventIdentities.tenantId, tenantId),
        inArray(
          eventIdentities.eventId,
          watched.map((w) => w.id),
        ),
      ),
    );
  return watched.map((w) => ({
    ...w,
    identityIds: links.filter((l) => l.eventId === w.id).map((l) => l.identityId),
  }));
}

/** The games most of the tenant's viewers started watching, other than the viewer's own picks. */
export async function popularGames(
  db: Db,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<EventRow[]> {
  const viewers = count(watchPositions.userId);
  const rows = await db
    .select({ event: events, viewers })
    .from(watchPositions)
    .innerJoin(
      events,
      and(eq(events.tenantId, watchPositions.tenantId), eq(events.id, watchPositions.eventId)),
    )
    .where(and(gameFor(tenantId, userId), ne(watchPositions.userId, userId)))
    .groupBy(events.tenantId, events.id)
    .orderBy(desc(viewers), desc(events.startsAt))
    .limit(limit);
  return rows.map((r) => r.event);
}
