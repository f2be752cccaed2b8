// SQL for the console's games. Every query is scoped to one tenant; a game's league is its
// membership row in event_identities (with the league's ancestors, as the catalogue reads it).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  eventIdentities,
  events,
  identities,
  type EventRow,
  type NewEventRow,
} from '../../db/schema';

const inTenant = (tenantId: string, id: string) =>
  and(eq(events.tenantId, tenantId), eq(events.id, id));

export async function listEventRows(db: Db, tenantId: string, limit = 500): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.mediaKind, 'event')))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);
}

export async function findEventRow(db: Db, tenantId: string, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(inTenant(tenantId, id), eq(events.mediaKind, 'event')))
    .limit(1);
  return row ?? null;
}

export async function insertEventRow(db: Db, row: NewEventRow): Promise<EventRow> {
  const [inserted] = await db.insert(events).values(row).returning();
  return inserted!;
}

export async function updateEventRow(
  db: Db,
  tenantId: string,
  id: string,
  change: Partial<NewEventRow>,
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set(change)
    .where(and(inTenant(tenantId, id), eq(events.mediaKind, 'event')))
    .returning();
  return row ?? null;
}

/** The events' league: the membership whose identity is a league. */
export async function leaguesOf(
  db: Db,
  tenantId: string,
  eventIds: string[],
): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventIdentities.eventId, leagueId: eventIdentities.identityId })
    .from(eventIdentities)
    .innerJoin(
      identities,
      and(
        eq(identities.tenantId, eventIdentities.tenantId),
        eq(identities.id, eventIdentities.identityId),
      ),
    )
    .where(
      and(
        eq(eventIdentities.tenantId, tenantId),
        inArray(eventIdentities.eventId, eventIds),
        eq(identities.kind, 'league'),
      ),
    );
  return new Map(rows.map((row) => [row.eventId, row.leagueId]));
}

/** Files the event under the identity and its ancestors (a category finds its leagues' games). */
export async function addMemberships(
  db: Db,
  tenantId: string,
  eventId: string,
  identityIds: string[],
): Promise<void> {
  if (identityIds.length === 0) return;
  await db
    .insert(eventIdentities)
    .values(identityIds.map((identityId) => ({ tenantId, eventId, identityId })))
    .onConflictDoNothing();
}

/** The highlights an operator cut from a game, newest first. */
export async function listHighlightRows(
  db: Db,
  tenantId: string,
  parentEventId: string,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.parentEventId, parentEventId),
        eq(events.mediaKind, 'highlight'),
      ),
    )
    .orderBy(desc(events.addedAt), desc(events.id))
    .limit(200);
}

/** A highlight's row; a retried job that made it already keeps the first (null then). */
export async function insertHighlightRow(db: Db, row: NewEventRow): Promise<EventRow | null> {
  const [inserted] = await db.insert(events).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The leagues, categories and teams a game is filed under (its highlights are filed alike). */
export async function membershipsOf(db: Db, tenantId: string, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ identityId: eventIdentities.identityId })
    .from(eventIdentities)
    .where(and(eq(eventIdentities.tenantId, tenantId), eq(eventIdentities.eventId, eventId)));
  return rows.map((row) => row.identityId);
}
