// The path param and the kinds of the watch pages, read by the routes and by their page component.
import { id } from '@touchline/contract/ids';
import { z } from 'zod';

export const eventParams = z.object({ eventId: id });
export type EventParams = z.infer<typeof eventParams>;

/** An event's page shows its markers and panoramic view; a channel's shows the stream alone. */
export type WatchPageKind = 'event' | 'channel';
