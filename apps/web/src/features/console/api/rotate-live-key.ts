// POST /api/admin/live-inputs/:id/rotate: a new stream key; a push with the old one is refused
// from then on. The new address is answered once, like the first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateLiveKeyCall, type LiveInputKey } from '@touchline/contract/calls/admin-live';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function rotateLiveKey(eventId: string): Promise<LiveInputKey> {
  return (await apiClient().request(rotateLiveKeyCall, { params: { id: eventId } })).content;
}

export const useRotateLiveKey = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: rotateLiveKey,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
