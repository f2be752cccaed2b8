// Keeps an open event page current through its realtime room: a new stream address plays at
// once (the event turns live and its stored stream error is cleared), and event updates such as
// a new score replace the cached event; a signed-in viewer's timeline follows the global tags.
import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '@touchline/contract/entities/event';
import type { Tag } from '@touchline/contract/entities/tag';
import { useCallback, useState } from 'react';
import { useEventRoom, watchesEventRoom } from '../../../lib/realtime/use-event-room';
import { eventTagsQueryOptions } from '../api/event-tags';
import { eventKeys } from '../api/get-event';
import {
  applyEventUpdate,
  applyEventUrlChange,
  applyTagRemoved,
  applyTagSaved,
} from '../lib/realtime-handlers';

export function useEventRealtime(eventId: string, event: Event | undefined, signedIn = false) {
  const queryClient = useQueryClient();
  const [streamError, setStreamError] = useState<string | null>(null);
  const key = eventKeys.detail(eventId);

  const tagsKey = eventTagsQueryOptions(eventId, signedIn).queryKey;

  useEventRoom(eventId, event !== undefined && (signedIn || watchesEventRoom(event.eventStatus)), {
    onUrlChange: (message) => {
      const outcome = applyEventUrlChange(queryClient.getQueryData<Event>(key), message);
      setStreamError(null);
      if (outcome.kind === 'switch') queryClient.setQueryData(key, outcome.event);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onEventUpdate: (message) => {
      queryClient.setQueryData<Event>(key, (current) => applyEventUpdate(current, message));
    },
    onTagSaved: (tag) => {
      if (signedIn)
        queryClient.setQueryData<Tag[]>(tagsKey, (current) => applyTagSaved(current, tag));
    },
    onTagRemoved: (tagId) => {
      if (signedIn)
        queryClient.setQueryData<Tag[]>(tagsKey, (current) => applyTagRemoved(current, tagId));
    },
  });

  const onStreamError = useCallback((kind: string) => setStreamError(kind), []);
  return { streamError, onStreamError };
}
