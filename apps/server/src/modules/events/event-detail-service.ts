// One event, its related videos and the per-sport counts.
import type {
  EventResponse,
  eventByIdRequest,
  groupedSportCountRequest,
  relatedVideosRequest,
  SportCount,
} from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import type { PagedResult } from '@touchline/contract/paged';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/viewer';
import type { EventCard } from './event-card-columns';
import {
  countBySport,
  countRelated,
  findEvent,
  findEventCard,
  findEventLeagueIds,
  listRelated,
} from './event-detail-repository';
import { cardsToEvents, toEvents } from './event-service';

/** Related videos stop after this many: the rail beside a player, not a second catalogue. */
export const relatedLimit = 100;

const notFound = () => AppError.notFound('Event not found', 'event');

export interface EventLookup {
  idType: 'id' | 'referenceId';
  media_type?: EventRow['mediaKind'];
}

/** The event behind get_by_id (with its card's teams and categories): by id or reference id,
 *  and of the asked media type when given. */
export async function findEventCardFor(
  db: Db,
  viewer: Viewer,
  id: string,
  lookup: EventLookup,
): Promise<EventCard | null> {
  const by = lookup.idType === 'referenceId' ? { referenceId: id } : { id };
  const card = await findEventCard(db, viewer.tenant.id, by, viewer.userId);
  if (!card || (lookup.media_type && card.mediaKind !== lookup.media_type)) return null;
  return card;
}

export function respondWithEvent(viewer: Viewer, card: EventCard | null): EventResponse {
  if (!card) throw notFound();
  const [event] = cardsToEvents([card], viewer);
  return { content: event! };
}

export async function getEvent(
  db: Db,
  viewer: Viewer,
  id: string,
  query: z.output<typeof eventByIdRequest>,
): Promise<EventResponse> {
  return respondWithEvent(viewer, await findEventCardFor(db, viewer, id, query));
}

/**
 * Archived games, highlights and clips sharing a team or a league with the event (the same sport
 * for an event with neither, such as a channel), newest first, the event itself excluded. Only
 * the newest `relatedLimit` are reachable by paging.
 */
export async function getRelatedVideos(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof relatedVideosRequest>,
): Promise<PagedResult<Event>> {
  const tenantId = viewer.tenant.id;
  const event = await findEvent(db, tenantId, { id: query.id }, viewer.userId);
  if (!event) throw notFound();
  const offset = query.page * query.size;
  const limit = Math.max(0, Math.min(query.size, relatedLimit - offset));
  const related = {
    excludeId: event.id,
    gameId: event.parentEventId ?? event.id,
    teamIds: [event.team1Id, event.team2Id].filter((t): t is string => t !== null),
    leagueIds: await findEventLeagueIds(db, tenantId, event.parentEventId ?? event.id),
    sportType: event.sportType,
  };
  const [found, counted] = await Promise.all([
    limit === 0
      ? { rows: [], hasMore: false }
      : listRelated(db, tenantId, related, { offset, limit }),
    query.count === true ? countRelated(db, tenantId, related) : Promise.resolve(null),
  ]);
  const entries = await toEvents(db, viewer, found.rows);
  return {
    content: {
      entryCount: entries.length,
      // Only the newest relatedLimit are reachable, so that is all there is to count.
      totalCount: counted === null ? offset + entries.length : Math.min(counted, relatedLimit),
      itemsPerPage: query.size,
      startIndex: offset,
      count: entries.length,
      nextExists: found.hasMore && offset + limit < relatedLimit,
      entries,
    },
  };
}

/**
 * Games and channels per sport (highlights and clips are not counted), most first. Without a
 * status every game counts; with one (e.g. `live` for the live-by-sport navigation) only games in
 * that listing state, `archived` meaning the stored status `vod`.
 */
export async function getGroupedSportCount(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof groupedSportCountRequest>,
): Promise<{ content: SportCount[] }> {
  const status = query.status === 'archived' ? 'vod' : (query.status ?? null);
  return { content: await countBySport(db, viewer.tenant.id, status) };
}
