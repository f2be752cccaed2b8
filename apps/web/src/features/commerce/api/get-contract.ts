// GET /api/commerce/get_customer_subscriptions_by_id/id/{id}: one of the viewer's contracts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSubscriptionByIdCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['commerce', 'contracts', id] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(customerSubscriptionByIdCall, { params: { id }, signal })).content,
  });

export const useContract = (id: string) => useQuery(contractQueryOptions(id));
