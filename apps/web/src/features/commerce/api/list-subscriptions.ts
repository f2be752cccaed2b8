// GET /api/commerce/get_subscriptions: the subscriptions on sale.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['commerce', 'subscriptions'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(subscriptionsCall, { query: {}, signal })).content,
  });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
