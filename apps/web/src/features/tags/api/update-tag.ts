// POST /api/tag/update — renames one of the viewer's tags. The event page's list shows the new
// name at once and gets the old one back if the server refuses (the caller shows the toast).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTagCall } from '@touchline/contract/calls/tags';
import type { Tag, TagUpdate, TagWire } from '@touchline/contract/entities/tag';
import { apiClient } from '../../../lib/app/api-client';
import { eventTagsKey, renamedIn } from '../lib/tag-cache';

export async function updateTag(body: TagUpdate): Promise<TagWire> {
  return (await apiClient().request(updateTagCall, { body })).content;
}

export function useUpdateTag(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventTagsKey(eventId);
  return useMutation({
    mutationFn: updateTag,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Tag[]>(key);
      queryClient.setQueryData<Tag[]>(key, (current) => renamedIn(current, body.id, body.title));
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
