// Keeps the page in an event's room while it shows a live or upcoming event, and hands the
// room's messages for that event to the page: a stream change and event updates.
import type { EventStatus } from '@touchline/contract/enums';
import type { EventUrlChangeMessage, UpdateEventMessage } from '@touchline/contract/socket';
import { useEffect, useRef } from 'react';
import { useCustomerConfig } from '../config/config-context';
import { realtimeClientFor } from './realtime-instance';

export interface EventRoomHandlers {
  onUrlChange?: (message: EventUrlChangeMessage) => void;
  onEventUpdate?: (message: UpdateEventMessage) => void;
}

/** Only events that are or will be on air change while the page is open. */
export const watchesEventRoom = (status: EventStatus) => status === 'live' || status === 'upcoming';

export function useEventRoom(
  eventId: string | null,
  enabled: boolean,
  handlers: EventRoomHandlers,
): void {
  const config = useCustomerConfig();
  // The latest handlers, without re-joining the room when the page passes new functions.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled || eventId === null) return;
    const client = realtimeClientFor(config);
    if (!client) return;
    // The socket is shared with every room the page is in, so messages are filtered by event.
    const stopUrl = client.on('event-url-change', (message) => {
      if (message.eventId === eventId) latest.current.onUrlChange?.(message);
    });
    const stopUpdate = client.on('update-event', (message) => {
      if (message.event.id === eventId) latest.current.onEventUpdate?.(message);
    });
    const leave = client.joinEventRoom(eventId);
    return () => {
      leave();
      stopUrl();
      stopUpdate();
    };
  }, [config, eventId, enabled]);
}
