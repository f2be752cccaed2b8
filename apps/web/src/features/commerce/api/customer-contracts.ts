// GET /api/commerce/customer_contracts: the viewer's subscriptions and passes, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerContractsCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['commerce', 'contracts'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(customerContractsCall, { query: {}, signal })).content,
  });

export const useContracts = () => useQuery(contractsQueryOptions());
