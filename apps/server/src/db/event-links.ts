// Whose league and category links count for an event. A user clip or highlight has none of its
// own: it is a moment of its game, so the game's links are its links, on its card, for the
// subscriptions that unlock it (http/entitlements.ts) and for the offers on its page. Lists that
// filter by league keep to an event's own links, so a viewer's clips are not listed as the
// league's games. Beside the schema, like event-visibility.ts: events and commerce both ask.
import { sql, type SQL } from 'drizzle-orm';
import { userKinds, userMediaKinds } from './event-visibility';
import { events, type EventRow } from './schema';

/** The event whose links count for this one. */
export function linksEventId(event: {
  id: string;
  mediaKind: EventRow['mediaKind'];
  parentEventId: string | null;
}): string {
  return userMediaKinds.includes(event.mediaKind) ? (event.parentEventId ?? event.id) : event.id;
}

/** linksEventId of the `events` row in the statement, as SQL (for correlated subqueries). */
export const linksEventIdOfRow: SQL = sql`case when ${userKinds()} then coalesce(${events.parentEventId}, ${events.id}) else ${events.id} end`;
