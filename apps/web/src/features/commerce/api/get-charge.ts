// GET /api/commerce/charges/{id}: one of the viewer's charges, for its printable receipt.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chargeCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export const chargeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['commerce', 'charges', id] as const,
    queryFn: async ({ signal }) =>
      (await apiClient().request(chargeCall, { params: { id }, signal })).content,
  });

export const useCharge = (id: string) => useQuery(chargeQueryOptions(id));
