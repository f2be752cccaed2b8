// Which events a viewer may see at all, as a WHERE fragment on `events`. Every query that answers
// events to a viewer (the list, one event, search) applies it, whichever module runs the query,
// so it lives beside the schema rather than in one of them.
import { eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { events } from './schema';

const userKinds = () => inArray(events.mediaKind, ['user_clip', 'user_highlight']);

/** User clips are private: only their owner sees them (nobody while signed out). */
export function visibleTo(viewerId: string | null | undefined): SQL {
  return viewerId ? or(not(userKinds()), eq(events.ownerUserId, viewerId))! : not(userKinds());
}

/** visibleTo with the viewer as the `viewerId` placeholder, for prepared statements. */
export function visibleToShape(hasViewer: boolean): SQL {
  return hasViewer
    ? or(not(userKinds()), eq(events.ownerUserId, sql.placeholder('viewerId')))!
    : not(userKinds());
}
