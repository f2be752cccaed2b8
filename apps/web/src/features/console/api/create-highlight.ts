// POST /api/admin/events/:id/highlights: queues the cut of a highlight (audited); its job is then
// followed like an upload's transcode.
import { useMutation } from '@tanstack/react-query';
import {
  createHighlightCall,
  type CreateHighlightBody,
  type HighlightJob,
} from '@touchline/contract/calls/admin-media';
import { apiClient } from '../../../lib/app/api-client';

export async function createHighlight(cut: {
  eventId: string;
  body: CreateHighlightBody;
}): Promise<HighlightJob> {
  return (
    await apiClient().request(createHighlightCall, {
      params: { id: cut.eventId },
      body: cut.body,
    })
  ).content;
}

export const useCreateHighlight = () => useMutation({ mutationFn: createHighlight });
