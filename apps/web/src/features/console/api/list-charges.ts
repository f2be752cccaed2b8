// GET /api/admin/charges: the tenant's latest charges (up to 200), of one user when named.
import { useQuery } from '@tanstack/react-query';
import { listAdminChargesCall } from '@touchline/contract/calls/admin-commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const useCharges = (userId: string) =>
  useQuery({
    queryKey: consoleKeys.charges(userId),
    queryFn: async ({ signal }) =>
      (
        await apiClient().request(listAdminChargesCall, {
          query: userId ? { userId } : {},
          signal,
        })
      ).content.entries,
  });
