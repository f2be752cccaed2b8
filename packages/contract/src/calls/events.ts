// Event and video calls of spec §7 "Events and video" besides the list (see event-list.ts).
import { z } from 'zod';
import { defineCall } from '../call';
import { event } from '../entities/event';
import { gameStats, scoreStats } from '../entities/stats';
import { eventListingState, mediaKind } from '../enums';
import { id } from '../ids';
import { contentOf, pagedResult } from '../paged';
import { idParams } from './common';
import { flag, pageParams } from './list-params';

/** How `:id` is read: the event's own id, or the external reference id of /redirect/events/{referenceId}. */
export const eventIdType = z.enum(['id', 'referenceId']);
export type EventIdType = z.infer<typeof eventIdType>;

export const eventByIdRequest = z.object({
  idType: eventIdType.default('id'),
  media_type: mediaKind.optional(),
});
export type EventByIdRequest = z.input<typeof eventByIdRequest>;

export const eventResponse = contentOf(event);
export type EventResponse = z.infer<typeof eventResponse>;

export const eventByIdCall = defineCall({
  method: 'GET',
  path: '/api/event/get_by_id/id/:id',
  auth: 'optional',
  summary: 'One event; availability fields reflect the caller',
  params: idParams,
  query: eventByIdRequest,
  response: eventResponse,
});

/** The media kinds served by the clip form of get_by_id. */
export const clipMediaKind = z.enum(['highlight', 'clip', 'user_clip', 'user_highlight']);

export const clipByIdRequest = z.object({
  idType: eventIdType.default('id'),
  media_type: clipMediaKind.optional(),
});
export type ClipByIdRequest = z.input<typeof clipByIdRequest>;

export const clipByIdCall = defineCall({
  method: 'GET',
  path: '/api/clip/get_by_id/id/:id',
  auth: 'optional',
  summary: 'One highlight or clip, read as an event',
  params: idParams,
  query: clipByIdRequest,
  response: eventResponse,
});

export const relatedVideosRequest = pageParams
  .pick({ page: true, size: true, count: true })
  .extend({ id: id });
export type RelatedVideosRequest = z.input<typeof relatedVideosRequest>;

export const relatedVideosCall = defineCall({
  method: 'GET',
  path: '/api/vod/get_related_videos',
  auth: 'optional',
  summary: 'Videos related to one (same teams, league or sport)',
  query: relatedVideosRequest,
  response: pagedResult(event),
});

export const sportCount = z.object({
  sportType: z.string(),
  count: z.number().int().nonnegative(),
});
export type SportCount = z.infer<typeof sportCount>;

export const groupedSportCountRequest = z.object({ status: eventListingState.optional() });

export const groupedSportCountCall = defineCall({
  method: 'GET',
  path: '/api/event/grouped_sport_count',
  auth: 'optional',
  summary: 'How many events each sport has, optionally in one listing state (e.g. live)',
  query: groupedSportCountRequest,
  response: contentOf(z.array(sportCount)),
});

export const eventStatsRequest = z.object({
  id: id,
  /** Include `game-scores`. */
  score: flag.optional(),
  /** Include `game-overview`. */
  overview: flag.optional(),
});
export type EventStatsRequest = z.input<typeof eventStatsRequest>;

/** A block is null when it was not asked for or the event has no such stats. */
export const eventStatsResponse = contentOf(
  z.object({
    vidswap: z.object({
      'game-scores': scoreStats.nullable(),
      'game-overview': gameStats.nullable(),
    }),
  }),
);
export type EventStatsResponse = z.infer<typeof eventStatsResponse>;

export const eventStatsCall = defineCall({
  method: 'GET',
  path: '/api/event/stats',
  auth: 'optional',
  summary: 'Score and game stats of an event',
  query: eventStatsRequest,
  response: eventStatsResponse,
});
