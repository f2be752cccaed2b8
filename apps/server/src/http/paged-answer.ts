// The Paged result of spec §3 for a page read with one row more than asked (so `nextExists` needs
// no count): the personal lists (follows, watchlist, tags, user clips, continue watching,
// recommendations) answer through it. `count: true` asks for the whole list's size (spec §3, §7).
import type { PagedResult } from '@touchline/contract/paged';

export interface PageRequest {
  page: number;
  size: number;
  /** `count: true`: totalCount is the exact size of the whole list. */
  count?: boolean;
}

/** Offset and limit (one extra row) of a page. */
export const windowOf = ({ page, size }: PageRequest) => ({ offset: page * size, limit: size + 1 });

/**
 * The whole list's size when the request asks for it, else null without querying: counting is a
 * second scan, so it runs only on request (run it beside the page's own query).
 */
export const countIf = (
  request: PageRequest,
  count: () => Promise<number>,
): Promise<number | null> => (request.count === true ? count() : Promise.resolve(null));

/**
 * `rows` as read with windowOf's limit; `counted` is countIf's answer. totalCount is the count
 * when there is one, otherwise the number known to exist up to the end of this page (the lower
 * bound the contract's pagedContent describes), as the event list answers (event-service.ts).
 */
export function pagedAnswer<R, T>(
  request: PageRequest,
  rows: R[],
  map: (row: R) => T,
  counted: number | null,
): PagedResult<T> {
  const offset = request.page * request.size;
  const entries = rows.slice(0, request.size).map(map);
  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: request.size,
      startIndex: offset,
      count: entries.length,
      nextExists: rows.length > request.size,
      entries,
    },
  };
}
