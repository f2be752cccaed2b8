// The columns of an event as a card shows it: the event row, its two teams and its categories,
// selected in the event's own statement (two left joins, team1Join and team2Join, and one correlated aggregate) instead of
// two follow-up queries per page.
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { linksEventIdOfRow } from '../../db/event-links';
import { events, identities, type EventRow } from '../../db/schema';
import type { TeamRow } from './event-relations-repository';

export const team1 = alias(identities, 'team1');
export const team2 = alias(identities, 'team2');

const teamColumns = (team: typeof team1 | typeof team2) => ({
  id: team.id,
  title: team.title,
  shortName: team.shortName,
  logoUrl: team.logoUrl,
  colour: team.colour,
});

/** The join conditions of the team aliases; a missing team leaves the card's team null. */
export const team1Join: SQL = and(
  eq(team1.tenantId, events.tenantId),
  eq(team1.id, events.team1Id),
)!;
export const team2Join: SQL = and(
  eq(team2.tenantId, events.tenantId),
  eq(team2.id, events.team2Id),
)!;

export interface CardCategory {
  id: string;
  title: string;
}

/**
 * Leagues, categories and sub-categories of the event (a user clip's are its game's), broadest first (as findEventCategories
 * orders them). Written as SQL text because it is a correlated aggregate into JSON, which the
 * query builder has no form for; the aliases keep it apart from the outer query's tables.
 */
const categories = sql<CardCategory[]>`coalesce((
  select json_agg(json_build_object('id', ci.id, 'title', ci.title)
                  order by case ci.kind when 'league' then 0 when 'category' then 1 else 2 end,
                           ci."order", ci.id)
  from event_identities cei
  join identities ci on ci.tenant_id = cei.tenant_id and ci.id = cei.identity_id
  where cei.tenant_id = ${events.tenantId} and cei.event_id = ${linksEventIdOfRow}
    and ci.kind in ('league', 'category', 'subcategory')
), '[]'::json)`;

/** Select these from `events` left-joined with `team1` on team1Join and `team2` on team2Join. */
export const cardColumns = {
  ...getTableColumns(events),
  team1: teamColumns(team1),
  team2: teamColumns(team2),
  categories,
};

/** An event row with what its card shows beside it. */
export interface EventCard extends EventRow {
  team1: TeamRow | null;
  team2: TeamRow | null;
  categories: CardCategory[];
}

/**
 * The rows of a statement selecting cardColumns. Drizzle answers a left-joined team whose first
 * column (the team's id, never null in the table) is null as a null object, but types it as an
 * object of nullable fields.
 */
export const asCards = <Row extends { team1: unknown; team2: unknown }>(rows: Row[]) =>
  rows as unknown as (Omit<Row, 'team1' | 'team2'> & Pick<EventCard, 'team1' | 'team2'>)[];
