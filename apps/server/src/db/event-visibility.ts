// Which events a viewer may see at all, as a WHERE fragment on `events`. Every query that answers
// events to a viewer (the list, one event, search) applies it, whichever module runs the query,
// so it lives beside the schema rather than in one of them.
import { and, eq, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import { events, type EventRow } from './schema';

/** The kinds a viewer makes (clips and highlights): theirs alone until shared. */
export const userMediaKinds: readonly EventRow['mediaKind'][] = ['user_clip', 'user_highlight'];

/** Whether the `events` row in the statement is of a user media kind. */
export const userKinds = () => inArray(events.mediaKind, [...userMediaKinds]);

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

/**
 * For lookups of one item by its id (the event and clip pages, related videos): also a user clip
 * its owner shared, so a share link opens for anyone. Lists and search keep to visibleTo, so a
 * shared clip is found only by whoever was given its link.
 */
export function visibleByIdShape(hasViewer: boolean): SQL {
  return or(visibleToShape(hasViewer), and(userKinds(), isNotNull(events.sharedAt)))!;
}

/** visibleByIdShape with the viewer's id as a value. */
export function visibleById(viewerId: string | null | undefined): SQL {
  return or(visibleTo(viewerId), and(userKinds(), isNotNull(events.sharedAt)))!;
}
