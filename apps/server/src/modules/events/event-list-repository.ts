// SQL for the event list. Every query is scoped to one tenant.
//
// Paging: rows are ordered by (sort key, id), and each sort field has a (tenant_id, key, id) index.
// - Seek (`after`): `(key, id) > (last key, last id)` walks that index from the previous page's
//   last row, so page 1000 costs what page 1 costs. Used when the list call carries a cursor.
// - Offset (`offset`, the contract's page × size): a deferred join pages over the narrow index
//   (ids only) and fetches full rows just for the page, which keeps deep offsets cheap without a
//   cursor.
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';
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
import { criteriaFilter, listShape, listValues, type ListShape } from './event-list-filter';
import { preparedFor } from './prepared-statements';

const p = (name: string) => sql.placeholder(name);

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
