// The path param and the kinds of the watch pages, read by the routes and by their page component.
import { isId } from '@touchline/contract/formats';
import { pathParam } from '../lib/router/url-values';

// A type, not an interface: the router reads params as a record of strings.
export type EventParams = { eventId: string };

export const readEventParams = (raw: Record<string, unknown>): EventParams => ({
  eventId: pathParam(raw, 'eventId', isId),
});

/** An event's page shows its markers and panoramic view; a channel's shows the stream alone. */
export type WatchPageKind = 'event' | 'channel';
