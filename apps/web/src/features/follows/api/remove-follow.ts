// POST /api/follow/remove_by_reference {id} — idempotent; the item leaves the session map.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followRemoveCall } from '@touchline/contract/calls/follows';
import { apiClient } from '../../../lib/app/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { followsKey } from './list-follows';

export async function removeFollow(id: string): Promise<string> {
  const answer = await apiClient().request(followRemoveCall, { body: { id } });
  return answer.content.id;
}

export function useRemoveFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFollow,
    onSuccess: (id) => {
      const session = sessionStore().getState();
      const { [id]: _gone, ...rest } = session.followed;
      session.setFollowed(rest);
      void queryClient.invalidateQueries({ queryKey: followsKey });
    },
  });
}
