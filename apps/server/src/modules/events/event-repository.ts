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
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IdentityKind } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { eventIdentities, events, identities } from '../../db/schema';
import { containsPattern, fold } from '../../db/text-search';
import {
  asCards,
  cardColumns,
  team1,
  team1Join,
  team2,
  team2Join,
  type EventCard,
} from './event-card-columns';
import type { EventListCriteria, EventSort, PageWindow, SeekKey } from './event-list-criteria';
import { preparedFor } from './prepared-statements';

const isoUtc = (column: SQL | typeof events.addedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Per sort field: the ORDER BY expression (matching its index), its key as text, and a typed value. */
const sortKeys = {
  order: {
    expr: sql`${events.sortOrder}`,
    key: sql<string>`${events.sortOrder}::text`,
    literal: (v: SQLWrapper) => sql`${v}::integer`,
  },
  added: {
    expr: sql`${events.addedAt}`,
    key: isoUtc(events.addedAt),
    literal: (v: SQLWrapper) => sql`${v}::timestamptz`,
  },
  title: {
    expr: sql`lower(${events.title}) collate "C"`,
    key: sql<string>`lower(${events.title})`,
    literal: (v: SQLWrapper) => sql`${v}::text collate "C"`,
  },
  created: {
    expr: sql`${events.createdAt}`,
    key: isoUtc(events.createdAt),
    literal: (v: SQLWrapper) => sql`${v}::timestamptz`,
  },
} as const;

const identityKindsByType: Record<
  NonNullable<EventListCriteria['identityType']>,
  IdentityKind[]
> = {
  identity: ['league', 'category'],
  identity_item: ['subcategory', 'team', 'club'],
};

/**
 * What decides a list statement's SQL text: which filters are present, the sort and how the page
 * is cut. Values never are part of it; they go to placeholders (see prepared-statements.ts).
 */
export interface ListShape {
  /** false: no identity filter; otherwise the identity type asked for ('any' when none is). */
  identities: false | 'any' | NonNullable<EventListCriteria['identityType']>;
  teams: boolean;
  mediaKind: boolean;
  eventId: boolean;
  parentEventId: boolean;
  playerHighlight: 'any' | 'only' | 'none';
  sportType: boolean;
  status: boolean;
  startsBetween: boolean;
  search: boolean;
  viewer: boolean;
}

export function listShape(c: EventListCriteria): ListShape {
  return {
    identities: c.identityIds?.length ? (c.identityType ?? 'any') : false,
    teams: Boolean(c.teamIds?.length),
    mediaKind: c.mediaKind !== undefined,
    eventId: c.eventId !== undefined,
    parentEventId: c.parentEventId !== undefined,
    playerHighlight: c.playerHighlight === undefined ? 'any' : c.playerHighlight ? 'only' : 'none',
    sportType: c.sportType !== undefined,
    status: c.status !== undefined,
    startsBetween: c.startsBetween !== undefined,
    search: c.search !== undefined,
    viewer: Boolean(c.viewerId),
  };
}

/** The placeholders' values for any shape of these criteria (a statement ignores those it lacks). */
export function listValues(tenantId: string, c: EventListCriteria): Record<string, unknown> {
  return {
    tenantId,
    viewerId: c.viewerId ?? null,
    identityIds: c.identityIds ?? [],
    teamIds: c.teamIds ?? [],
    mediaKind: c.mediaKind ?? null,
    eventId: c.eventId ?? null,
    parentEventId: c.parentEventId ?? null,
    sportType: c.sportType ?? null,
    status: c.status ?? null,
    startsFrom: c.startsBetween?.from ?? null,
    startsTo: c.startsBetween?.to ?? null,
    searchPattern: c.search === undefined ? null : containsPattern(c.search),
  };
}

const p = (name: string) => sql.placeholder(name);
/** `column = any($array)`: one placeholder for a list of any length. */
const anyOf = (column: AnyPgColumn, name: string) => sql`${column} = any(${p(name)})`;

/** User clips are private: only their owner sees them (nobody while signed out). */
export function visibleTo(viewerId: string | null | undefined): SQL {
  const userKinds = inArray(events.mediaKind, ['user_clip', 'user_highlight']);
  return viewerId ? or(not(userKinds), eq(events.ownerUserId, viewerId))! : not(userKinds);
}

/** visibleTo with the viewer as the `viewerId` placeholder. */
export function visibleToShape(hasViewer: boolean): SQL {
  const userKinds = inArray(events.mediaKind, ['user_clip', 'user_highlight']);
  return hasViewer ? or(not(userKinds), eq(events.ownerUserId, p('viewerId')))! : not(userKinds);
}

function criteriaFilter(db: Db, shape: ListShape): SQL {
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
  const teamIs = (name: string) => or(anyOf(events.team1Id, name), anyOf(events.team2Id, name));

  const filters: (SQL | undefined)[] = [
    eq(events.tenantId, p('tenantId')),
    visibleToShape(shape.viewer),
  ];
  if (shape.identities) {
    const kinds = shape.identities === 'any' ? undefined : identityKindsByType[shape.identities];
    const member = belongsTo(
      and(
        anyOf(eventIdentities.identityId, 'identityIds'),
        kinds ? inArray(identities.kind, kinds) : undefined,
      )!,
    );
    filters.push(!kinds || kinds.includes('team') ? or(member, teamIs('identityIds')) : member);
  }
  if (shape.teams) filters.push(teamIs('teamIds'));
  if (shape.mediaKind) filters.push(eq(events.mediaKind, p('mediaKind')));
  if (shape.eventId) filters.push(eq(events.id, p('eventId')));
  if (shape.parentEventId) filters.push(eq(events.parentEventId, p('parentEventId')));
  if (shape.playerHighlight !== 'any')
    filters.push(
      shape.playerHighlight === 'only'
        ? isNotNull(events.playerNumber)
        : isNull(events.playerNumber),
    );
  if (shape.sportType) filters.push(eq(events.sportType, p('sportType')));
  if (shape.status) filters.push(eq(events.status, p('status')));
  if (shape.startsBetween)
    filters.push(gte(events.startsAt, p('startsFrom')), lte(events.startsAt, p('startsTo')));
  if (shape.search) {
    // Uncorrelated subqueries: the identities matching the text are found once (trigram index)
    // and checked per event as a hashed set, instead of one lookup per scanned event.
    const pattern = sql`touchline_fold(${p('searchPattern')})`;
    const matching = db
      .select({ id: identities.id })
      .from(identities)
      .where(
        and(eq(identities.tenantId, p('tenantId')), sql`${fold(identities.title)} like ${pattern}`),
      );
    const memberOfMatching = db
      .select({ id: eventIdentities.eventId })
      .from(eventIdentities)
      .where(
        and(
          eq(eventIdentities.tenantId, p('tenantId')),
          inArray(eventIdentities.identityId, matching),
        ),
      );
    filters.push(
      or(
        sql`${events.searchTitle} like ${pattern}`,
        inArray(events.team1Id, matching),
        inArray(events.team2Id, matching),
        inArray(events.id, memberOfMatching),
      ),
    );
  }
  return and(...filters)!;
}

export interface EventPage {
  rows: EventCard[];
  /** Whether at least one more row follows this page. */
  hasMore: boolean;
  /** Where the next page starts when seeking; null on the last page. */
  nextKey: SeekKey | null;
}

interface PageShape extends ListShape {
  sort: EventSort['field'];
  direction: EventSort['direction'];
  seek: boolean;
  /** Rows to read (the page size + 1), written into the SQL text: see literalLimit. */
  limit: number;
  /** Whether rows are skipped (an offset page past the first); the offset is a placeholder. */
  offset: boolean;
}

/**
 * The page size as a constant of the SQL text rather than a placeholder. PostgreSQL runs a
 * prepared statement on one saved (generic) plan only when that plan is estimated no dearer than
 * planning per request; with LIMIT a placeholder it assumes a tenth of the table is read, finds
 * the generic plan dear and plans anew every time, which costs it more than running the query.
 * Drizzle writes a number as a placeholder, so the constant goes in as SQL (the query builder's
 * types name only numbers and placeholders, though it renders SQL too).
 */
const literalLimit = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as number;

function buildPageStatement(db: Db, shape: PageShape, name: string) {
  const key = sortKeys[shape.sort];
  const direction = shape.direction === 'asc' ? asc : desc;
  const order = [direction(key.expr), direction(events.id)];
  let filter = criteriaFilter(db, shape);
  if (shape.seek) {
    const past = sql`(${key.expr}, ${events.id}) ${sql.raw(shape.direction === 'asc' ? '>' : '<')} (${key.literal(p('afterKey'))}, ${p('afterId')})`;
    filter = and(filter, past)!;
  }
  const pageIds = db
    .select({ id: events.id })
    .from(events)
    .where(filter)
    .orderBy(...order)
    .limit(literalLimit(shape.limit))
    .offset(shape.offset ? p('offset') : 0)
    .as('page_ids');
  return db
    .select({ ...cardColumns, sortKey: key.key })
    .from(events)
    .innerJoin(pageIds, and(eq(events.tenantId, p('tenantId')), eq(events.id, pageIds.id)))
    .leftJoin(team1, team1Join)
    .leftJoin(team2, team2Join)
    .orderBy(...order)
    .prepare(name);
}

/** One page of events with their teams and categories, in one statement (see EventCard). */
export async function listEventPage(
  db: Db,
  tenantId: string,
  criteria: EventListCriteria,
  sort: EventSort,
  window: PageWindow,
): Promise<EventPage> {
  const shape: PageShape = {
    ...listShape(criteria),
    sort: sort.field,
    direction: sort.direction,
    seek: 'after' in window,
    limit: window.limit + 1,
    offset: 'offset' in window && window.offset > 0,
  };
  // Text search and skipped rows are planned with each request's values (see preparedFor): the
  // best plan for a search depends on its text, and an unknown offset is again "a tenth".
  const statement = preparedFor(
    db,
    'event_page',
    shape,
    (s, name) => buildPageStatement(db, s, name),
    { named: !shape.search && !shape.offset },
  );
  const found = asCards(
    await statement.execute({
      ...listValues(tenantId, criteria),
      offset: 'offset' in window ? window.offset : 0,
      afterKey: 'after' in window ? window.after.key : null,
      afterId: 'after' in window ? window.after.id : null,
    }),
  );

  const hasMore = found.length > window.limit;
  const page = hasMore ? found.slice(0, window.limit) : found;
  const last = page.at(-1);
  return {
    rows: page.map(({ sortKey: _sortKey, ...card }) => card),
    hasMore,
    nextKey: hasMore && last ? { key: last.sortKey, id: last.id } : null,
  };
}

export async function countEvents(
  db: Db,
  tenantId: string,
  criteria: EventListCriteria,
): Promise<number> {
  const shape = listShape(criteria);
  const statement = preparedFor(
    db,
    'event_count',
    shape,
    (s, name) => db.select({ n: count() }).from(events).where(criteriaFilter(db, s)).prepare(name),
    { named: !shape.search },
  );
  const [row] = await statement.execute(listValues(tenantId, criteria));
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
