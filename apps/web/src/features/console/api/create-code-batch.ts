// POST /api/admin/access-code-batches: a new batch; the answer is the only time its codes are seen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAccessCodeBatchCall,
  type CreateAccessCodeBatchBody,
  type CreatedAccessCodeBatch,
} from '@touchline/contract/calls/admin-commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createCodeBatch(
  body: CreateAccessCodeBatchBody,
): Promise<CreatedAccessCodeBatch> {
  return (await apiClient().request(createAccessCodeBatchCall, { body })).content;
}

export const useCreateCodeBatch = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createCodeBatch,
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: consoleKeys.codeBatches }),
        queries.invalidateQueries({ queryKey: consoleKeys.audit }),
      ]),
  });
};
