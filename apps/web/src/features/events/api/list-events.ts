// POST /api/event/list: the fetcher, its query options (one page, or pages for "load more")
// and the hooks components use.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  eventListCall,
  type EventListRequest,
  type EventListResponse,
} from '@touchline/contract/calls/event-list';
import { apiClient } from '../../../lib/app/api-client';

export type EventListParams = EventListRequest;

export const eventListKeys = {
  all: ['event', 'list'] as const,
  page: (params: EventListParams) => [...eventListKeys.all, 'page', params] as const,
  pages: (params: EventListParams) => [...eventListKeys.all, 'pages', params] as const,
};

export function listEvents(
  params: EventListParams,
  signal?: AbortSignal,
): Promise<EventListResponse> {
  // `next` asks the server to say whether a further page exists (spec §7 "Conventions").
  return apiClient().request(eventListCall, { body: { next: true, ...params }, signal });
}

export const eventListQueryOptions = (params: EventListParams) =>
  queryOptions({
    queryKey: eventListKeys.page(params),
    queryFn: ({ signal }) => listEvents(params, signal),
  });

export const useEventList = (params: EventListParams) => useQuery(eventListQueryOptions(params));

/** Where the next page starts: its number, and the server's keyset cursor when it gave one. */
export interface PageCursor {
  page: number;
  cursor?: string;
}

const firstPage: PageCursor = { page: 0 };

/**
 * Pages from 0 up, for grids with "load more". Each next page follows the previous answer's
 * `nextCursor` when the server sends one (keyset paging: a deep page costs what the first does)
 * and falls back to the page number otherwise.
 */
export const eventListPagesQueryOptions = (params: Omit<EventListParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: eventListKeys.pages(params),
    queryFn: ({ pageParam, signal }) =>
      listEvents(
        pageParam.cursor === undefined
          ? { ...params, page: pageParam.page }
          : { ...params, page: pageParam.page, cursor: pageParam.cursor },
        signal,
      ),
    initialPageParam: firstPage,
    getNextPageParam: (last, _pages, lastPage): PageCursor | undefined => {
      if (!last.content.nextExists) return undefined;
      const cursor = last.content.nextCursor;
      return cursor ? { page: lastPage.page + 1, cursor } : { page: lastPage.page + 1 };
    },
  });

export const useEventListPages = (params: Omit<EventListParams, 'page'>) =>
  useInfiniteQuery(eventListPagesQueryOptions(params));
