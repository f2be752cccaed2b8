// GET /api/user/continue_watching — the videos the viewer left midway, most recent first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { continueWatchingCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

const railSize = 12;

export const continueWatchingQueryOptions = () =>
  queryOptions({
    queryKey: ['continue-watching', 'list'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient().request(continueWatchingCall, {
          query: { page: 0, size: railSize },
          signal,
        })
      ).content.entries,
  });

export const useContinueWatching = (signedIn: boolean) =>
  useQuery({ ...continueWatchingQueryOptions(), enabled: signedIn });
