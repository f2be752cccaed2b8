// SQL for the event list. Every query is scoped to one tenant.
//
// Paging: rows are ordered by (sort key, id), and each sort field has a (tenant_id, key, id) index.
// - Seek (`after`): `(key, id) > (last key, last id)` walks that index from the previous page's
//   last row, so page 1000 costs what page 1 costs. Used when the list call carries a cursor.
// - Offset (`offset`, the contract's page × size): a deferred join pages over the narrow index
//   (ids only) and fetches full rows just for the page, which keeps deep offsets cheap without a
//   cursor.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { IdentityKind } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { eventIdentities, events, identities, type EventRow } from '../../db/schema';
import { foldedColumnContains, foldedContains } from '../../db/text-search';
import type { EventListCriteria, EventSort, PageWindow, SeekKey } from './event-list-criteria';

const isoUtc = (column: SQL | typeof events.addedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Per sort field: the ORDER BY expression (matching its index), its key as text, and a typed literal. */
const sortKeys = {
  order: {
    expr: sql`${events.sortOrder}`,
    key: sql<string>`${events.sortOrder}::text`,
    literal: (v: string) => sql`${v}::integer`,
  },
  added: {
    expr: sql`${events.addedAt}`,
    key: isoUtc(events.addedAt),
    literal: (v: string) => sql`${v}::timestamptz`,
  },
  title: {
    expr: sql`lower(${events.title}) collate "C"`,
    key: sql<string>`lower(${events.title})`,
    literal: (v: string) => sql`${v}::text collate "C"`,
  },
  created: {
    expr: sql`${events.createdAt}`,
    key: isoUtc(events.createdAt),
    literal: (v: string) => sql`${v}::timestamptz`,
  },
} as const;

const identityKindsByType: Record<
  NonNullable<EventListCriteria['identityType']>,
  IdentityKind[]
> = {
  identity: ['league', 'category'],
  identity_item: ['subcategory', 'team', 'club'],
};

/** User clips are private: only their owner sees them (nobody while signed out). */
export function visibleTo(viewerId: string | null | undefined): SQL {
  const userKinds = inArray(events.mediaKind, ['user_clip', 'user_highlight']);
  return viewerId ? or(not(userKinds), eq(events.ownerUserId, viewerId))! : not(userKinds);
}

function criteriaFilter(db: Db, tenantId: string, c: EventListCriteria): SQL {
  const belongsTo = (identityFilter: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
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
            eq(eventIdentities.tenantId, events.tenantId),
            eq(eventIdentities.eventId, events.id),
            identityFilter,
          ),
        ),
    );
  const teamIs = (ids: string[]) => or(inArray(events.team1Id, ids), inArray(events.team2Id, ids));

  const filters: (SQL | undefined)[] = [eq(events.tenantId, tenantId), visibleTo(c.viewerId)];
  if (c.identityIds?.length) {
    const kinds = c.identityType ? identityKindsByType[c.identityType] : undefined;
    const member = belongsTo(
      and(
        inArray(eventIdentities.identityId, c.identityIds),
        kinds ? inArray(identities.kind, kinds) : undefined,
      )!,
    );
    filters.push(!kinds || kinds.includes('team') ? or(member, teamIs(c.identityIds)) : member);
  }
  if (c.teamIds?.length) filters.push(teamIs(c.teamIds));
  if (c.mediaKind) filters.push(eq(events.mediaKind, c.mediaKind));
  if (c.eventId) filters.push(eq(events.id, c.eventId));
  if (c.parentEventId) filters.push(eq(events.parentEventId, c.parentEventId));
  if (c.playerHighlight !== undefined)
    filters.push(c.playerHighlight ? isNotNull(events.playerNumber) : isNull(events.playerNumber));
  if (c.sportType) filters.push(eq(events.sportType, c.sportType));
  if (c.status) filters.push(eq(events.status, c.status as EventRow['status']));
  if (c.startsBetween)
    filters.push(
      gte(events.startsAt, c.startsBetween.from),
      lte(events.startsAt, c.startsBetween.to),
    );
  if (c.search) {
    // Uncorrelated subqueries: the identities matching the text are found once (trigram index)
    // and checked per event as a hashed set, instead of one lookup per scanned event.
    const matching = db
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.tenantId, tenantId), foldedContains(identities.title, c.search)));
    const memberOfMatching = db
      .select({ id: eventIdentities.eventId })
      .from(eventIdentities)
      .where(
        and(eq(eventIdentities.tenantId, tenantId), inArray(eventIdentities.identityId, matching)),
      );
    filters.push(
      or(
        foldedColumnContains(events.searchTitle, c.search),
        inArray(events.team1Id, matching),
        inArray(events.team2Id, matching),
        inArray(events.id, memberOfMatching),
      ),
    );
  }
  return and(...filters)!;
}

export interface EventPage {
  rows: EventRow[];
  /** Whether at least one more row follows this page. */
  hasMore: boolean;
  /** Where the next page starts when seeking; null on the last page. */
  nextKey: SeekKey | null;
}

export async function listEventPage(
  db: Db,
  tenantId: string,
  criteria: EventListCriteria,
  sort: EventSort,
  window: PageWindow,
): Promise<EventPage> {
  const key = sortKeys[sort.field];
  const direction = sort.direction === 'asc' ? asc : desc;
  const order = [direction(key.expr), direction(events.id)];
  let filter = criteriaFilter(db, tenantId, criteria);
  if ('after' in window) {
    const past = sql`(${key.expr}, ${events.id}) ${sql.raw(sort.direction === 'asc' ? '>' : '<')} (${key.literal(window.after.key)}, ${window.after.id})`;
    filter = and(filter, past)!;
  }

  const pageIds = db
    .select({ id: events.id })
    .from(events)
    .where(filter)
    .orderBy(...order)
    .limit(window.limit + 1)
    .offset('offset' in window ? window.offset : 0)
    .as('page_ids');
  const found = await db
    .select({ ...getTableColumns(events), sortKey: key.key })
    .from(events)
    .innerJoin(pageIds, and(eq(events.tenantId, tenantId), eq(events.id, pageIds.id)))
    .orderBy(...order);

  const hasMore = found.length > window.limit;
  const page = hasMore ? found.slice(0, window.limit) : found;
  const last = page.at(-1);
  return {
    rows: page.map(({ sortKey: _sortKey, ...row }) => row),
    hasMore,
    nextKey: hasMore && last ? { key: last.sortKey, id: last.id } : null,
  };
}

export async function countEvents(
  db: Db,
  tenantId: string,
  criteria: EventListCriteria,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(criteriaFilter(db, tenantId, criteria));
  return row?.n ?? 0;
}

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
        inArray(identities.kind, ['league', 'category', 'subcategory']),
      ),
    )
    .orderBy(eventIdentities.eventId, rank, identities.order, identities.id);
}
