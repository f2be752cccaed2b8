// The event list: wire query → criteria, repository page → Paged result of contract Events.
import type { EventListQuery, EventListResponse } from '@touchline/contract/calls/event-list';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { Viewer } from '../../http/viewer';
import type { EventListCriteria, EventSort } from './event-list-criteria';
import { decodeCursor, encodeCursor } from './event-cursor';
import { cardsToEvents } from './event-assembler';
import { countEvents, listEventPage } from './event-repository';

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
  viewer: Viewer,
  query: EventListQuery,
): Promise<EventListResponse> {
  const tenantId = viewer.tenant.id;
  const criteria = toCriteria(query, viewer.userId);
  const sort = toSort(query);
  const offset = query.page * query.size;
  const window = query.cursor
    ? { after: decodeCursor(query.cursor, sort), limit: query.size }
    : { offset, limit: query.size };
  const [page, counted] = await Promise.all([
    listEventPage(db, tenantId, criteria, sort, window),
    query.count === true ? countEvents(db, tenantId, criteria) : Promise.resolve(null),
  ]);
  const entries = cardsToEvents(page.rows, viewer);

  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: page.hasMore,
      nextCursor: page.nextKey ? encodeCursor(sort, page.nextKey) : null,
      entries,
    },
  };
}
