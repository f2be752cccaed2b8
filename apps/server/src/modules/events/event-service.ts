// The events module's service: event rows → contract Events, with the teams and categories every
// card shows, and the event list (wire query → criteria → a page of Events). Other modules (clips,
// search, the operator's broadcasts) take their Events from here, never from the rows themselves.
import type { EventListQuery, EventListResponse } from '@touchline/contract/calls/event-list';
import type { Event } from '@touchline/contract/entities/event';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import { linksEventId } from '../../db/event-links';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import type { Viewer } from '../../http/viewer';
import type { CardCategory, EventCard } from './event-card-columns';
import type { CursorSeal } from '../../http/cursor-seal';
import { decodeCursor, encodeCursor } from './event-cursor';
import type { EventListCriteria, EventSort, PageWindow, SeekKey } from './event-list-criteria';
import { countEvents, listEventPage } from './event-list-repository';
import { toEvent } from './event-mapper';
import {
  findEventCategories,
  findTeams,
  type EventCategoryRow,
  type TeamRow,
} from './event-relations-repository';

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Rows selected without their card columns: teams and categories in two queries for all of them. */
export async function toEvents(db: Db, viewer: Viewer, rows: EventRow[]): Promise<Event[]> {
  if (rows.length === 0) return [];
  const tenantId = viewer.tenant.id;
  const teamIds = [
    ...new Set(
      rows.flatMap((row) => [row.team1Id, row.team2Id]).filter((id): id is string => id !== null),
    ),
  ];
  const [teams, categories] = await Promise.all([
    findTeams(db, tenantId, teamIds),
    findEventCategories(db, tenantId, [...new Set(rows.map(linksEventId))]),
  ]);
  // Per linked event (a user clip's game), then per row.
  const linked = groupBy<EventCategoryRow>(categories, (c) => c.eventId);
  const relations = {
    teams: new Map(teams.map((t) => [t.id, t])),
    categories: new Map(rows.map((row) => [row.id, linked.get(linksEventId(row)) ?? []])),
  };
  return rows.map((row) => toEvent(row, relations, viewer));
}

/** Rows selected with their card columns (see event-card-columns.ts): no further query. */
export function cardsToEvents(cards: EventCard[], viewer: Viewer): Event[] {
  const teams = new Map<string, TeamRow>();
  const categories = new Map<string, CardCategory[]>();
  for (const card of cards) {
    if (card.team1) teams.set(card.team1.id, card.team1);
    if (card.team2) teams.set(card.team2.id, card.team2);
    categories.set(card.id, card.categories);
  }
  return cards.map((card) => toEvent(card, { teams, categories }, viewer));
}

export interface EventEntries {
  entries: Event[];
  /** Whether at least one more event follows this page. */
  hasMore: boolean;
  /** Where the next page starts when seeking; null on the last page. */
  nextKey: SeekKey | null;
}

/** One page of the events matching the criteria, as the viewer sees them. */
export async function listEventEntries(
  db: Db,
  viewer: Viewer,
  criteria: EventListCriteria,
  sort: EventSort,
  window: PageWindow,
): Promise<EventEntries> {
  const page = await listEventPage(db, viewer.tenant.id, criteria, sort, window);
  return {
    entries: cardsToEvents(page.rows, viewer),
    hasMore: page.hasMore,
    nextKey: page.nextKey,
  };
}

/** How many entries the criteria select in all (the list's `count: true`). */
export function countEventEntries(
  db: Db,
  viewer: Viewer,
  criteria: EventListCriteria,
): Promise<number> {
  return countEvents(db, viewer.tenant.id, criteria);
}

/** Without `sort`, the newest additions come first. */
export const defaultSort: EventSort = { field: 'added', direction: 'desc' };
/** Without `order`: dates newest first, editorial order and titles from the start. */
const defaultDirection: Record<SortField, SortDirection> = {
  added: 'desc',
  created: 'desc',
  order: 'asc',
  title: 'asc',
};

/** Listing states are statuses, except `archived`, which is the stored status `vod`. */
const statusOf = (status: string) => (status === 'archived' ? 'vod' : status);

export function toCriteria(query: EventListQuery, viewerId: string | null): EventListCriteria {
  return {
    viewerId,
    identityIds: query['identities.id'],
    identityType: query['identities.type'],
    mediaKind: query.media_type,
    teamIds: query['search.teams.id'],
    eventId: query.event_id,
    sportType: query.sportType,
    startsBetween: query.event_date && {
      from: new Date(query.event_date.start),
      to: new Date(query.event_date.end),
    },
    status: query.status && statusOf(query.status),
    search: query.search?.trim() || undefined,
  };
}

export function toSort(query: Pick<EventListQuery, 'sort' | 'order'>): EventSort {
  if (!query.sort) return query.order ? { ...defaultSort, direction: query.order } : defaultSort;
  return { field: query.sort, direction: query.order ?? defaultDirection[query.sort] };
}

/**
 * Paging: with `cursor` the page seeks past the previous page's last row (keyset); without it,
 * `page` × `size` is an offset over the sort's covering index. Either way the answer carries
 * `nextCursor` for the next page. With a cursor, `page` only numbers the page (startIndex).
 *
 * `totalCount` is exact when the client asks with `count: true`; otherwise it is the number of
 * entries known to exist up to the end of this page (startIndex + entryCount), and `nextExists`
 * says whether more follow. Counting every list would cost a second scan per request.
 */
export async function listEvents(
  db: Db,
  cursors: CursorSeal,
  viewer: Viewer,
  query: EventListQuery,
): Promise<EventListResponse> {
  const criteria = toCriteria(query, viewer.userId);
  const sort = toSort(query);
  const offset = query.page * query.size;
  const window = query.cursor
    ? { after: decodeCursor(cursors, viewer.tenant.id, query.cursor, sort), limit: query.size }
    : { offset, limit: query.size };
  const [{ entries, hasMore, nextKey }, counted] = await Promise.all([
    listEventEntries(db, viewer, criteria, sort, window),
    query.count === true ? countEvents(db, viewer.tenant.id, criteria) : Promise.resolve(null),
  ]);

  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: hasMore,
      nextCursor: nextKey ? encodeCursor(cursors, viewer.tenant.id, sort, nextKey) : null,
      entries,
    },
  };
}
