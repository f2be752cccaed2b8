// The event list: wire query → criteria, repository page → Paged result of contract Events.
import type { EventListQuery, EventListResponse } from '@touchline/contract/calls/event-list';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { Viewer } from '../../http/viewer';
import type { EventListCriteria, EventSort } from './event-list-criteria';
import { toEvent } from './event-mapper';
import {
  countEvents,
  findEventCategories,
  findTeams,
  listEventPage,
  type EventCategoryRow,
} from './event-repository';

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

export function toCriteria(query: EventListQuery): EventListCriteria {
  return {
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

export function toSort(query: EventListQuery): EventSort {
  if (!query.sort) return query.order ? { ...defaultSort, direction: query.order } : defaultSort;
  return { field: query.sort, direction: query.order ?? defaultDirection[query.sort] };
}

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

/**
 * `totalCount` is exact when the client asks with `count: true`; otherwise it is the number of
 * entries known to exist up to the end of this page (startIndex + entryCount), and `nextExists`
 * says whether more follow. Counting every list would cost a second scan per request.
 */
export async function listEvents(
  db: Db,
  viewer: Viewer,
  query: EventListQuery,
): Promise<EventListResponse> {
  const tenantId = viewer.tenant.id;
  const criteria = toCriteria(query);
  const offset = query.page * query.size;
  const [page, counted] = await Promise.all([
    listEventPage(db, tenantId, criteria, toSort(query), { offset, limit: query.size }),
    query.count === true ? countEvents(db, tenantId, criteria) : Promise.resolve(null),
  ]);

  const teamIds = [
    ...new Set(
      page.rows
        .flatMap((row) => [row.team1Id, row.team2Id])
        .filter((id): id is string => id !== null),
    ),
  ];
  const [teams, categories] = await Promise.all([
    findTeams(db, tenantId, teamIds),
    findEventCategories(
      db,
      tenantId,
      page.rows.map((row) => row.id),
    ),
  ]);
  const relations = {
    teams: new Map(teams.map((t) => [t.id, t])),
    categories: groupBy<EventCategoryRow>(categories, (c) => c.eventId),
  };
  const entries = page.rows.map((row) => toEvent(row, relations, viewer));

  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: page.hasMore,
      entries,
    },
  };
}
