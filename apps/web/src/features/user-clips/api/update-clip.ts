// POST /api/clip/update/{id} {title} — rename one of the viewer's clips; `{shared}` opens it to
// anyone with its link (its event page) or closes it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateClipCall } from '@touchline/contract/calls/clips';
import type { ClipRename } from '@touchline/contract/entities/clip';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { userClipsKey } from './list-user-clips';

export async function updateClip(id: string, change: ClipRename): Promise<Event> {
  return (await apiClient().request(updateClipCall, { params: { id }, body: change })).content;
}

export function useUpdateClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ClipRename & { id: string }) => updateClip(id, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userClipsKey }),
  });
}
