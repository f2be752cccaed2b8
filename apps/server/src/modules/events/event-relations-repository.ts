// The teams and categories of events, loaded for a whole page of rows at once (see event-service's
// toEvents) when the rows were not selected with their card columns.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { eventIdentities, identities } from '../../db/schema';

/** Joins a link to the identity it names, within the link's tenant. */
export const identityOfLink = and(
  eq(identities.tenantId, eventIdentities.tenantId),
  eq(identities.id, eventIdentities.identityId),
)!;

export interface TeamRow {
  id: string;
  title: string;
  shortName: string | null;
  logoUrl: string | null;
  colour: string | null;
}

export async function findTeams(db: Db, tenantId: string, ids: string[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: identities.id,
      title: identities.title,
      shortName: identities.shortName,
      logoUrl: identities.logoUrl,
      colour: identities.colour,
    })
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), inArray(identities.id, ids)));
}

export interface EventCategoryRow {
  eventId: string;
  id: string;
  title: string;
}

/** Leagues, categories and sub-categories of the given events, broadest first. */
export async function findEventCategories(
  db: Db,
  tenantId: string,
  eventIds: string[],
): Promise<EventCategoryRow[]> {
  if (eventIds.length === 0) return [];
  const rank = sql`case ${identities.kind} when 'league' then 0 when 'category' then 1 else 2 end`;
  return db
    .select({ eventId: eventIdentities.eventId, id: identities.id, title: identities.title })
    .from(eventIdentities)
    .innerJoin(identities, identityOfLink)
    .where(
      and(
        eq(eventIdentities.tenantId, tenantId),
        inArray(eventIdentities.eventId, eventIds),
        inArray(identities.kind, ['league', 'category', 'subcategory']),
      ),
    )
    .orderBy(eventIdentities.eventId, rank, identities.order, identities.id);
}
