// SQL for single events and what hangs off one: lookup by id or reference id, related videos,
// and the per-sport counts. Every query is scoped to one tenant.
import { and, count, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { visibleById, visibleByIdShape } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { eventIdentities, events, identities, type EventRow } from '../../db/schema';
import type { EventCard } from './event-card-columns';
import { asCards, cardColumns, team1, team1Join, team2, team2Join } from './event-card-columns';
import { preparedFor } from './prepared-statements';
import { identityOfLink } from './event-relations-repository';

export async function findEvent(
  db: Db,
  tenantId: string,
  by: Lookup,
  viewerId: string | null,
): Promise<EventRow | null> {
  const match = 'id' in by ? eq(events.id, by.id) : eq(events.referenceId, by.referenceId);
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), match, visibleById(viewerId)))
    .orderBy(events.id)
    .limit(1);
  return row ?? null;
}

type Lookup = { id: string } | { referenceId: string };

/** findEvent with the event's teams and categories (its card), in one prepared statement. */
export async function findEventCard(
  db: Db,
  tenantId: string,
  by: Lookup,
  viewerId: string | null,
): Promise<EventCard | null> {
  const shape = { by: 'id' in by ? 'id' : 'referenceId', viewer: Boolean(viewerId) } as const;
  const statement = preparedFor(db, 'event_card', shape, (s, name) =>
    db
      .select(cardColumns)
      .from(events)
      .leftJoin(team1, team1Join)
      .leftJoin(team2, team2Join)
      .where(
        and(
          eq(events.tenantId, sql.placeholder('tenantId')),
          eq(s.by === 'id' ? events.id : events.referenceId, sql.placeholder('value')),
          visibleByIdShape(s.viewer),
        ),
      )
      .orderBy(events.id)
      .limit(1)
      .prepare(name),
  );
  const [card] = asCards(
    await statement.execute({
      tenantId,
      value: 'id' in by ? by.id : by.referenceId,
      viewerId,
    }),
  );
  return card ?? null;
}

/** The leagues an event is listed under. */
export async function findEventLeagueIds(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: eventIdentities.identityId })
    .from(eventIdentities)
    .innerJoin(identities, identityOfLink)
    .where(
      and(
        eq(eventIdentities.tenantId, tenantId),
        eq(eventIdentities.eventId, eventId),
        eq(identities.kind, 'league'),
      ),
    );
  return rows.map((r) => r.id);
}

export interface Relatedness {
  excludeId: string;
  /**
   * The game the event is, or is a highlight or clip of: neither it nor anything cut from it is
   * "up next" (a replay's own highlights are the same match again).
   */
  gameId: string;
  teamIds: string[];
  leagueIds: string[];
  /** Used when the event has neither teams nor leagues (a channel). */
  sportType: string;
}

/** Playable videos (archived games, highlights, clips) sharing a team or league, newest first. */
/** Archived games, highlights and clips linked to the event by team, league or else sport. */
function relatedFilter(db: Db, tenantId: string, related: Relatedness): SQL | undefined {
  const links: SQL[] = [];
  if (related.teamIds.length > 0)
    links.push(inArray(events.team1Id, related.teamIds), inArray(events.team2Id, related.teamIds));
  if (related.leagueIds.length > 0)
    links.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(eventIdentities)
          .where(
            and(
              eq(eventIdentities.tenantId, events.tenantId),
              eq(eventIdentities.eventId, events.id),
              inArray(eventIdentities.identityId, related.leagueIds),
            ),
          ),
      ),
    );
  if (links.length === 0) links.push(eq(events.sportType, related.sportType));
  return and(
    eq(events.tenantId, tenantId),
    ne(events.id, related.excludeId),
    ne(events.id, related.gameId),
    or(isNull(events.parentEventId), ne(events.parentEventId, related.gameId)),
    eq(events.status, 'vod'),
    inArray(events.mediaKind, ['event', 'highlight', 'clip']),
    or(...links),
  );
}

export async function listRelated(
  db: Db,
  tenantId: string,
  related: Relatedness,
  window: { offset: number; limit: number },
): Promise<{ rows: EventRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(events)
    .where(relatedFilter(db, tenantId, related))
    .orderBy(desc(events.addedAt), desc(events.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const hasMore = rows.length > window.limit;
  return { rows: hasMore ? rows.slice(0, window.limit) : rows, hasMore };
}

/** How many related videos there are in all (before any cap on paging). */
export async function countRelated(
  db: Db,
  tenantId: string,
  related: Relatedness,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(relatedFilter(db, tenantId, related));
  return row?.n ?? 0;
}

/** Games and channels (not highlights or clips) per sport, optionally of one stored status. */
export async function countBySport(
  db: Db,
  tenantId: string,
  status: EventRow['status'] | null,
): Promise<{ sportType: string; count: number }[]> {
  return db
    .select({ sportType: events.sportType, count: count() })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.mediaKind, 'event'),
        status ? eq(events.status, status) : undefined,
      ),
    )
    .groupBy(events.sportType)
    .orderBy(desc(count()), events.sportType);
}
