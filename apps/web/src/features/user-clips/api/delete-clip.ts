// POST /api/clip/delete/{id} — delete one of the viewer's clips.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteClipCall } from '@touchline/contract/calls/clips';
import { apiClient } from '../../../lib/app/api-client';
import { userClipsKey } from './list-user-clips';

export async function deleteClip(id: string): Promise<string> {
  return (await apiClient().request(deleteClipCall, { params: { id } })).content.id;
}

export function useDeleteClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClip,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userClipsKey }),
  });
}
