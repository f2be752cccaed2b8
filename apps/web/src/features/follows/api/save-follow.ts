// POST /api/follow/save {reference_id, type} — idempotent; the followed item joins the session map.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followSaveCall } from '@touchline/contract/calls/follows';
import type { FollowedEntry } from '@touchline/contract/entities/follow-item';
import type { FollowTarget } from '@touchline/contract/enums';
import { apiClient } from '../../../lib/app/api-client';
import { telemetry } from '../../../lib/telemetry/telemetry';
import { sessionStore } from '../../../lib/session/session-store';
import { followsKey } from './list-follows';

export async function saveFollow(referenceId: string, type: FollowTarget): Promise<FollowedEntry> {
  const answer = await apiClient().request(followSaveCall, {
    body: { reference_id: referenceId, type },
  });
  return answer.content;
}

export function useSaveFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: FollowTarget }) => saveFollow(id, type),
    onSuccess: (entry, { type }) => {
      telemetry.track('Followed', { identityId: entry.id, type });
      const session = sessionStore().getState();
      session.setFollowed({
        ...session.followed,
        [entry.id]: { id: entry.id, title: entry.title, identitiesId: entry.identitiesId },
      });
      void queryClient.invalidateQueries({ queryKey: followsKey });
    },
  });
}
