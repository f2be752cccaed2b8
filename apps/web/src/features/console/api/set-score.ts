// POST /api/admin/event/:id/score: the live score; open pages of the game follow at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setScoreCall, type SetScoreBody } from '@touchline/contract/calls/operator';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function setScore(change: { id: string; body: SetScoreBody }): Promise<unknown> {
  return apiClient().request(setScoreCall, { params: { id: change.id }, body: change.body });
}

export const useSetScore = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: setScore,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.audit }),
  });
};
