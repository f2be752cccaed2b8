// POST /api/clip/create — cut a clip from the event's video; it plays at once (its own playlist).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createClipCall } from '@touchline/contract/calls/clips';
import type { ClipCreateInput } from '@touchline/contract/entities/clip';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { telemetry } from '../../../lib/telemetry/telemetry';
import { userClipsKey } from './list-user-clips';

export async function createClip(body: ClipCreateInput): Promise<Event> {
  return (await apiClient().request(createClipCall, { body })).content;
}

export function useCreateClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClip,
    onSuccess: (clip) => {
      telemetry.track('Clip Created', { eventId: clip.eventId, clipId: clip.id });
      void queryClient.invalidateQueries({ queryKey: userClipsKey });
      // The event page's rail of the viewer's clips of this game.
      void queryClient.invalidateQueries({ queryKey: ['event', 'user-clips', clip.eventId] });
    },
  });
}
