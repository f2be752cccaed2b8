// GET /api/admin/products: the tenant's subscriptions and passes, on sale or not, newest first.
import { useQuery } from '@tanstack/react-query';
import { listAdminProductsCall } from '@touchline/contract/calls/admin-products';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const useAdminProducts = () =>
  useQuery({
    queryKey: consoleKeys.products,
    queryFn: async ({ signal }) =>
      (await apiClient().request(listAdminProductsCall, { signal })).content.entries,
  });
