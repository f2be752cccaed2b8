// POST /api/admin/access-code-batches/:id/disable: its codes stop redeeming (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  disableAccessCodeBatchCall,
  type AccessCodeBatch,
} from '@touchline/contract/calls/admin-commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function disableCodeBatch(id: string): Promise<AccessCodeBatch> {
  return (await apiClient().request(disableAccessCodeBatchCall, { params: { id } })).content;
}

export const useDisableCodeBatch = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: disableCodeBatch,
    onSuccess: (batch) => {
      queries.setQueryData<AccessCodeBatch[]>(consoleKeys.codeBatches, (batches) =>
        batches?.map((each) => (each.id === batch.id ? batch : each)),
      );
      return queries.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
};
