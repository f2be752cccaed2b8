// POST /api/admin/live-inputs: a game fed by a live push and its ingest address, key included. The
// answer is the only time the key is seen: it is kept in the section's state, never in the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLiveCall,
  type CreateLiveBody,
  type LiveInputKey,
} from '@touchline/contract/calls/admin-live';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createLiveInput(body: CreateLiveBody): Promise<LiveInputKey> {
  return (await apiClient().request(createLiveCall, { body })).content;
}

export const useCreateLiveInput = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createLiveInput,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
