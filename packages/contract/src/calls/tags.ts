// Timeline tag calls of spec §7 "Tags". Answers carry tags in milliseconds; read them with tagFromWire.
import { z } from 'zod';
import { defineCall } from '../call';
import { limits } from '../constants';
import { tagSave, tagUpdate, tagWire } from '../entities/tag';
import { id } from '../ids';
import { contentOf, pagedResult } from '../paged';
import { flag, pageParams } from './list-params';

export const tagListRequest = z
  .object({
    /** True for the shared (global) tags, false for the caller's own. */
    global: flag,
    page: pageParams.shape.page,
    size: pageParams.shape.size.unwrap().default(limits.tags),
    targetId: id,
    count: pageParams.shape.count,
  })
  .strict();
export type TagListRequest = z.input<typeof tagListRequest>;

export const tagListResponse = pagedResult(tagWire);
export type TagListResponse = z.infer<typeof tagListResponse>;

/**
 * Paged (spec §3): with `count: true`, totalCount is the number of the video's tags in this scope
 * (global, or the caller's own; 0 for a video the caller cannot see); without it, the lower bound
 * startIndex + entryCount (pagedContent).
 */
export const tagListCall = defineCall({
  method: 'POST',
  path: '/api/tag/list',
  auth: 'required',
  summary: "A video's tags: the global ones or the caller's own",
  body: tagListRequest,
  response: tagListResponse,
});

export const tagResponse = contentOf(tagWire);
export type TagResponse = z.infer<typeof tagResponse>;

export const saveTagCall = defineCall({
  method: 'POST',
  path: '/api/tag/saveV2',
  auth: 'required',
  summary: 'Create a tag (global ones need canCreateGlobalTag)',
  body: tagSave,
  response: tagResponse,
});

export const updateTagCall = defineCall({
  method: 'POST',
  path: '/api/tag/update',
  auth: 'required',
  summary: 'Change one of your tags (or a global one with canCreateGlobalTag)',
  body: tagUpdate,
  response: tagResponse,
});

export const removeTagsRequest = z.object({ ids: z.array(id).min(1).max(limits.tags) }).strict();
export type RemoveTagsRequest = z.infer<typeof removeTagsRequest>;

export const removeTagsResponse = contentOf(z.object({ ids: z.array(id) }));
export type RemoveTagsResponse = z.infer<typeof removeTagsResponse>;

export const removeTagsCall = defineCall({
  method: 'POST',
  path: '/api/tag/remove_list',
  auth: 'required',
  summary: 'Remove tags the caller may change; answers the ids removed',
  body: removeTagsRequest,
  response: removeTagsResponse,
});
