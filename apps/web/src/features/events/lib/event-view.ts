// What a card shows about an event, derived from the contract's Event.
import type { Event, EventTeam } from '@touchline/contract/entities/event';

export const isLive = (event: Event) => event.eventStatus === 'live';

/** Paid content the viewer cannot watch yet gets a lock. */
export const isLocked = (event: Event) =>
  event.commerceType !== 'free' && !event.isEventAvailableForUser;

/** Archives and clips have a length; live and upcoming events do not yet. */
export const shownDuration = (event: Event): number | null =>
  isLive(event) || event.eventStatus === 'upcoming' ? null : event.duration;

export const posterOf = (event: Event) => event.imageUrl ?? event.source.poster;

export const eventPath = (event: Event) => `/events/${encodeURIComponent(event.eventId)}/`;

export const teamsOf = (event: Event): [EventTeam, EventTeam] | null =>
  event.team1 && event.team2 ? [event.team1, event.team2] : null;

/** Two or three letters for a team without a logo. */
export function teamInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length >= 2)
    return words
      .slice(0, 3)
      .map((w) => w.charAt(0))
      .join('')
      .toUpperCase();
  return name.slice(0, 3).toUpperCase();
}
