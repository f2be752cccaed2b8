// What the event page does with its room's messages (spec §4 "Event view"), as pure functions
// over the cached event so they can be tested without a socket.
import type { Event } from '@touchline/contract/entities/event';
import type { EventUrlChangeMessage, UpdateEventMessage } from '@touchline/contract/socket';

export type UrlChangeOutcome =
  /** The page has the event: play the new address, live, with the stream error cleared. */
  | { kind: 'switch'; event: Event }
  /** No event is loaded: load it (it comes back with the new address). */
  | { kind: 'reload' };

export function applyEventUrlChange(
  current: Event | undefined,
  message: EventUrlChangeMessage,
): UrlChangeOutcome {
  if (!current) return { kind: 'reload' };
  return {
    kind: 'switch',
    event: {
      ...current,
      eventStatus: 'live',
      source: { ...current.source, hd: message.eventUrl },
    },
  };
}

/** An update carries the whole event; a stream address switched meanwhile is kept if it has none. */
export function applyEventUpdate(current: Event | undefined, message: UpdateEventMessage): Event {
  const next = message.event;
  if (!current || next.source.hd) return next;
  return { ...next, source: { ...next.source, hd: current.source.hd } };
}
