// GET /api/admin/access-code-batches: the tenant's batches with their use counts, newest first.
import { useQuery } from '@tanstack/react-query';
import { listAccessCodeBatchesCall } from '@touchline/contract/calls/admin-commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const useCodeBatches = () =>
  useQuery({
    queryKey: consoleKeys.codeBatches,
    queryFn: async ({ signal }) =>
      (await apiClient().request(listAccessCodeBatchesCall, { signal })).content.entries,
  });
