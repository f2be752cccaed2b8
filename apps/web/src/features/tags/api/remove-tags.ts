// POST /api/tag/remove_list — removes tags of the viewer's. Their markers go at once and come
// back if the server refuses (the caller shows the toast).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeTagsCall } from '@touchline/contract/calls/tags';
import type { Tag } from '@touchline/contract/entities/tag';
import { apiClient } from '../../../lib/app/api-client';
import { eventTagsKey, removedFrom } from '../lib/tag-cache';

export async function removeTags(ids: string[]): Promise<string[]> {
  return (await apiClient().request(removeTagsCall, { body: { ids } })).content.ids;
}

export function useRemoveTags(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventTagsKey(eventId);
  return useMutation({
    mutationFn: removeTags,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Tag[]>(key);
      queryClient.setQueryData<Tag[]>(key, (current) => removedFrom(current, ids));
      return { before };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
