// POST /api/tag/saveV2 — a timeline tag in the saved form of spec §3 (milliseconds, synchronised
// to the HD stream). The event page's tag list is read again so the marker appears.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTagCall } from '@touchline/contract/calls/tags';
import type { TagSave, TagWire } from '@touchline/contract/entities/tag';
import { apiClient } from '../../../lib/app/api-client';
import { eventTagsKey } from '../lib/tag-cache';

export async function saveTag(body: TagSave): Promise<TagWire> {
  return (await apiClient().request(saveTagCall, { body })).content;
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    // The event page's query of this video's tags (features/event-view/api/event-tags.ts).
    onSuccess: (tag) =>
      void queryClient.invalidateQueries({ queryKey: eventTagsKey(tag.targetId) }),
  });
}
