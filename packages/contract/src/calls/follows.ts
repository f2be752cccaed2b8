// Follow calls of spec §7 "Identities and follows".
import { z } from 'zod';
import { defineCall } from '../call';
import { limits } from '../constants';
import { followedEntry } from '../entities/follow-item';
import { followTarget } from '../enums';
import { id } from '../ids';
import { contentOf, pagedResult } from '../paged';
import { listOf } from './common';
import { pageParams } from './list-params';

export const followListRequest = z.object({
  page: pageParams.shape.page,
  size: pageParams.shape.size.unwrap().default(limits.follows),
  /** The answer form; only version 2 (with identitiesId) exists. */
  version: z
    .union([z.literal(2), z.literal('2')])
    .transform(() => 2 as const)
    .default(2),
  types: listOf(followTarget).optional(),
  count: pageParams.shape.count,
});
export type FollowListRequest = z.input<typeof followListRequest>;

export const followListResponse = pagedResult(followedEntry);
export type FollowListResponse = z.infer<typeof followListResponse>;

/**
 * Paged (spec §3): with `count: true`, totalCount is the number of the user's follows of the
 * asked types; without it, the lower bound startIndex + entryCount (pagedContent).
 */
export const followListCall = defineCall({
  method: 'GET',
  path: '/api/follow/list_by_user',
  auth: 'required',
  summary: 'What the user follows, optionally of some target types',
  query: followListRequest,
  response: followListResponse,
});

export const followSaveRequest = z.object({ reference_id: id, type: followTarget }).strict();
export type FollowSaveRequest = z.infer<typeof followSaveRequest>;

export const followSaveCall = defineCall({
  method: 'POST',
  path: '/api/follow/save',
  auth: 'required',
  summary: 'Follow a league, category or team (idempotent)',
  body: followSaveRequest,
  response: contentOf(followedEntry),
});

export const followRemoveRequest = z.object({ id: id }).strict();
export type FollowRemoveRequest = z.infer<typeof followRemoveRequest>;

export const followRemoveCall = defineCall({
  method: 'POST',
  path: '/api/follow/remove_by_reference',
  auth: 'required',
  summary: 'Stop following the item with this reference id (idempotent)',
  body: followRemoveRequest,
  response: contentOf(z.object({ id: id })),
});
