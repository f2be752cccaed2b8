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

/** Pages from 0 up, for grids with "load more"; the page number is the query's page param. */
export const eventListPagesQueryOptions = (params: Omit<EventListParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: eventListKeys.pages(params),
    queryFn: ({ pageParam, signal }) => listEvents({ ...params, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPage) =>
      last.content.nextExists ? lastPage + 1 : undefined,
  });

export const useEventListPages = (params: Omit<EventListParams, 'page'>) =>
  useInfiniteQuery(eventListPagesQueryOptions(params));
