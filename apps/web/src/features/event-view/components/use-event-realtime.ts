// Keeps an open event page current through its realtime room: a new stream address plays at
// once (the event turns live and its stored stream error is cleared), and event updates such as
// a new score replace the cached event.
import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '@touchline/contract/entities/event';
import { useCallback, useState } from 'react';
import { useEventRoom, watchesEventRoom } from '../../../lib/realtime/use-event-room';
import { eventKeys } from '../api/get-event';
import { applyEventUpdate, applyEventUrlChange } from '../lib/realtime-handlers';

export function useEventRealtime(eventId: string, event: Event | undefined) {
  const queryClient = useQueryClient();
  const [streamError, setStreamError] = useState<string | null>(null);
  const key = eventKeys.detail(eventId);

  useEventRoom(eventId, event !== undefined && watchesEventRoom(event.eventStatus), {
    onUrlChange: (message) => {
      const outcome = applyEventUrlChange(queryClient.getQueryData<Event>(key), message);
      setStreamError(null);
      if (outcome.kind === 'switch') queryClient.setQueryData(key, outcome.event);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onEventUpdate: (message) => {
      queryClient.setQueryData<Event>(key, (current) => applyEventUpdate(current, message));
    },
  });

  const onStreamError = useCallback((kind: string) => setStreamError(kind), []);
  return { streamError, onStreamError };
}
