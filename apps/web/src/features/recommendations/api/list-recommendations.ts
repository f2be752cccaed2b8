// GET /api/user/recommendations — games for the viewer, each with why it is recommended.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationsCall } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

const pageSize = 24;

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: ['recommendations'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient().request(recommendationsCall, {
          query: { page: 0, size: pageSize },
          signal,
        })
      ).content.entries,
  });

export const useRecommendations = () => useQuery(recommendationsQueryOptions());
