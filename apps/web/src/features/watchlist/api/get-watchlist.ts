// GET /api/user/get_watchlist — the saved videos as cards, newest saved first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWatchlistCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

const pageSize = 24;

export const watchlistPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['watchlist', 'videos'] as const,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiClient().request(getWatchlistCall, {
          query: { page: pageParam, size: pageSize },
          signal,
        })
      ).content,
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) => (last.nextExists ? page + 1 : undefined),
  });

export const useWatchlistPages = () => useInfiniteQuery(watchlistPagesQueryOptions());
