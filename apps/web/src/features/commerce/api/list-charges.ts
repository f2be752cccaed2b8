// GET /api/commerce/charges: every charge of the viewer, for the billing page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chargesCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const chargesQueryOptions = () =>
  queryOptions({
    queryKey: ['commerce', 'charges'] as const,
    queryFn: async ({ signal }) => (await apiClient().request(chargesCall, { signal })).content,
  });

export const useCharges = () => useQuery(chargesQueryOptions());
