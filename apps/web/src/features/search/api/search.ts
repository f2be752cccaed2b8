// GET /api/search?q=: teams and identity items matching the text, and a page of events. Each
// query passes TanStack Query's AbortSignal, so a newer query cancels the request it replaces.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchCall, type SearchResponse } from '@touchline/contract/calls/search';
import { apiClient } from '../../../lib/app/api-client';

export const searchEventsPageSize = 12;

export function search(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiClient().request(searchCall, {
    query: { q, page: 0, size: searchEventsPageSize },
    signal,
  });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => search(q, signal),
    select: (answer) => answer.content,
    enabled: q.length > 0,
    // Results of the last query stay while the next one loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });

export const useSearch = (q: string) => useQuery(searchQueryOptions(q));
