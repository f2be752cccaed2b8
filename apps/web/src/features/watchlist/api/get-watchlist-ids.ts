// GET /api/user/get_watchlist_ids — the saved videos' ids, so every card and the event page can
// show whether a video is saved from one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWatchlistIdsCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export const watchlistIdsKey = ['watchlist', 'ids'] as const;

export const watchlistIdsQueryOptions = () =>
  queryOptions({
    queryKey: watchlistIdsKey,
    queryFn: async ({ signal }) =>
      (await apiClient().request(getWatchlistIdsCall, { signal })).content.videoIds,
    staleTime: 60_000,
  });

export const useWatchlistIds = (signedIn: boolean) =>
  useQuery({ ...watchlistIdsQueryOptions(), enabled: signedIn });
