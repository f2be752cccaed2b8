// Highlights and clips read as events: one by id, and the game or player highlights of an event.
import type { clipListRequest, ClipListResponse } from '@touchline/contract/calls/clips';
import type { clipByIdRequest, EventResponse } from '@touchline/contract/calls/events';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { Viewer } from '../../http/viewer';
import { findEventCardFor, respondWithEvent } from '../events/event-detail-service';
import { countEventEntries, listEventEntries, toSort } from '../events/event-service';

/**
 * The clip form of get_by_id answers only media items (highlight, clip, user_clip,
 * user_highlight), never a game; a user's clip only to its owner (see visibleTo).
 */
export async function getClip(
  db: Db,
  viewer: Viewer,
  id: string,
  query: z.output<typeof clipByIdRequest>,
): Promise<EventResponse> {
  const card = await findEventCardFor(db, viewer, id, query);
  return respondWithEvent(viewer, card && card.mediaKind !== 'event' ? card : null);
}

/**
 * `game`: highlights of the whole match; `player`: highlights following one player (with
 * playerNumber and playerColor). A tenant with that kind of highlight switched off gets an empty
 * list. Sorted like the event list (newest additions first by default).
 */
export async function listHighlights(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof clipListRequest>,
): Promise<ClipListResponse> {
  const { features } = viewer.tenant.config;
  const enabled = query.type === 'player' ? features.playerHighlights : features.gameHighlights;
  const offset = query.page * query.size;
  const criteria = {
    mediaKind: 'highlight' as const,
    playerHighlight: query.type === 'player',
    parentEventId: query.event_id,
    viewerId: viewer.userId,
  };
  const [{ entries, hasMore }, counted] = enabled
    ? await Promise.all([
        listEventEntries(db, viewer, criteria, toSort(query), { offset, limit: query.size }),
        query.count === true ? countEventEntries(db, viewer, criteria) : Promise.resolve(null),
      ])
    : [{ entries: [], hasMore: false }, query.count === true ? 0 : null];
  return {
    content: {
      entryCount: entries.length,
      totalCount: counted ?? offset + entries.length,
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: hasMore,
      entries,
    },
  };
}
