// What the event page does with its room's messages (spec §4 "Event view"), as pure functions
// over the cached event so they can be tested without a socket.
import type { Event } from '@touchline/contract/entities/event';
import { tagFromWire, type Tag, type TagWire } from '@touchline/contract/entities/tag';
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
  // No address (a paid event's is signed per viewer): load the event, which brings this viewer's.
  if (!current || message.eventUrl === null) return { kind: 'reload' };
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

/** A global tag created or changed elsewhere: it replaces the one with its id (still the
 *  viewer's own if it was), or joins the list. */
export function applyTagSaved(
  current: readonly (Tag & { own?: boolean })[] | undefined,
  wire: TagWire,
): (Tag & { own?: boolean })[] {
  const tag = tagFromWire(wire);
  const own = current?.find((t) => t.id === tag.id)?.own;
  const rest = (current ?? []).filter((t) => t.id !== tag.id);
  return [...rest, own ? { ...tag, own } : tag].sort((a, b) => a.startTime - b.startTime);
}

export function applyTagRemoved(current: readonly Tag[] | undefined, tagId: string): Tag[] {
  return (current ?? []).filter((t) => t.id !== tagId);
}
