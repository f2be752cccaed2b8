// The Paged result of spec §3 for a page read with one row more than asked (so `nextExists` needs
// no count): the personal lists (follows, watchlist, tags, user clips) answer through it.
import type { PagedResult } from '@touchline/contract/paged';

export interface PageRequest {
  page: number;
  size: number;
}

/** Offset and limit (one extra row) of a page. */
export const windowOf = ({ page, size }: PageRequest) => ({ offset: page * size, limit: size + 1 });

/**
 * `rows` as read with windowOf's limit. totalCount is the number known to exist up to the end of
 * this page, as the event list answers without `count` (event-service.ts).
 */
export function pagedAnswer<R, T>(
  request: PageRequest,
  rows: R[],
  map: (row: R) => T,
): PagedResult<T> {
  const offset = request.page * request.size;
  const entries = rows.slice(0, request.size).map(map);
  return {
    content: {
      entryCount: entries.length,
      totalCount: offset + entries.length,
      itemsPerPage: request.size,
      startIndex: offset,
      count: entries.length,
      nextExists: rows.length > request.size,
      entries,
    },
  };
}
