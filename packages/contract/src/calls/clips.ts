// Highlight and user clip calls of spec §7 "Clips". Clips are read back as events.
import { z } from 'zod';
import { defineCall } from '../call';
import { clipCreate, clipRename, userClipKind } from '../entities/clip';
import { event } from '../entities/event';
import { limits } from '../constants';
import { id } from '../ids';
import { contentOf, pagedResult } from '../paged';
import { idParams } from './common';
import { pageParams } from './list-params';

export const clipListResponse = pagedResult(event);
export type ClipListResponse = z.infer<typeof clipListResponse>;

export const userClipListRequest = pageParams
  .extend({
    size: pageParams.shape.size.unwrap().default(limits.userClips),
    event_id: id.optional(),
    media_type: userClipKind.optional(),
  })
  .strict();
export type UserClipListRequest = z.input<typeof userClipListRequest>;

/**
 * Paged (spec §3, §7 "Clips"): with `count: true`, totalCount is the number of the user's clips
 * matching the filters; without it, the lower bound startIndex + entryCount (pagedContent).
 */
export const userClipListCall = defineCall({
  method: 'POST',
  path: '/api/clip/user_list',
  auth: 'required',
  summary: "The signed-in user's clips and highlights, optionally of one event",
  body: userClipListRequest,
  response: clipListResponse,
});

/** Game highlights cover the match; player highlights follow one player (playerNumber, playerColor). */
export const highlightListType = z.enum(['game', 'player']);

export const clipListRequest = pageParams
  .extend({
    size: pageParams.shape.size.unwrap().default(limits.highlights),
    type: highlightListType.default('game'),
    event_id: id.optional(),
  })
  .strict();
export type ClipListRequest = z.input<typeof clipListRequest>;

export const clipListCall = defineCall({
  method: 'POST',
  path: '/api/clip/list',
  auth: 'optional',
  summary: 'Game or player highlights, optionally of one event',
  body: clipListRequest,
  response: clipListResponse,
});

export const clipResponse = contentOf(event);
export type ClipResponse = z.infer<typeof clipResponse>;

export const createClipCall = defineCall({
  method: 'POST',
  path: '/api/clip/create',
  auth: 'required',
  summary: "Cut a clip from an event's media; it plays at once",
  body: clipCreate,
  /** `not_available`: the viewer may not watch the video, or it has no recorded media to cut.
   *  `conflict`: the viewer's clips of this paid game already keep `paidGameClipSeconds` of it. */
  errors: ['not_available', 'conflict'],
  response: clipResponse,
});

export const updateClipCall = defineCall({
  method: 'POST',
  path: '/api/clip/update/:id',
  auth: 'required',
  summary: 'Rename one of your clips, or share it by link (or stop sharing it)',
  params: idParams,
  body: clipRename,
  response: clipResponse,
});

export const deleteClipResponse = contentOf(z.object({ id: id }));

export const deleteClipCall = defineCall({
  method: 'POST',
  path: '/api/clip/delete/:id',
  auth: 'required',
  summary: 'Delete one of your clips',
  params: idParams,
  response: deleteClipResponse,
});
