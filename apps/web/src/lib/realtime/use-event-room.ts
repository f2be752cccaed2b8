// Keeps the page in an event's room while it shows a live or upcoming event (or any event, for a
// signed-in viewer, whose page shows global timeline tags), and hands the room's messages for that
// event to the page: a stream change, event updates and global tags created, changed or removed.
import type { EventStatus } from '@touchline/contract/enums';
import type { TagWire } from '@touchline/contract/entities/tag';
import type {
  CommentOnMediaMessage,
  EventUrlChangeMessage,
  UpdateEventMessage,
} from '@touchline/contract/socket';
import { useEffect, useRef } from 'react';
import { useCustomerConfig } from '../config/config-context';
import { realtimeClientFor } from './realtime-instance';

export interface EventRoomHandlers {
  onUrlChange?: (message: EventUrlChangeMessage) => void;
  onEventUpdate?: (message: UpdateEventMessage) => void;
  /** A global tag of the event was created or changed. */
  onTagSaved?: (tag: TagWire) => void;
  /** A global tag of the event was removed (or made private). */
  onTagRemoved?: (tagId: string) => void;
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
    // Comments on the media carry global tags; other comments are not shown on this page.
    const tagSaved = (message: CommentOnMediaMessage) => {
      if ('tag' in message && message.tag.targetId === eventId)
        latest.current.onTagSaved?.(message.tag);
    };
    const stopCreated = client.on('comment-on-media', tagSaved);
    const stopUpdated = client.on('comment-on-media-updated', tagSaved);
    const stopDeleted = client.on('comment-on-media-deleted', (message) => {
      if (message.mediaId === eventId) latest.current.onTagRemoved?.(message.commentId);
    });
    const leave = client.joinEventRoom(eventId);
    return () => {
      leave();
      stopUrl();
      stopUpdate();
      stopCreated();
      stopUpdated();
      stopDeleted();
    };
  }, [config, eventId, enabled]);
}
