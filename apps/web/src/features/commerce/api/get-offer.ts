// GET /api/commerce/get_subscriptions_by_id/id/{id}: the offer on the checkout page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionByIdCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['commerce', 'offer', id] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(subscriptionByIdCall, { params: { id }, signal })).content,
  });

export const useOffer = (id: string) => useQuery(offerQueryOptions(id));
