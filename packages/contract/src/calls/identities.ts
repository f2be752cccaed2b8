// Identity calls of spec §7 "Identities and follows": leagues, categories, sub-categories, teams.
import { z } from 'zod';
import { defineCall } from '../call';
import { identity } from '../entities/identity';
import { identityKind, identityMediaType, sortField } from '../enums';
import { contentOf, pagedResult } from '../paged';
import { idParams } from './common';
import { flag, idList, pageParams } from './list-params';

/** `media_parent_order.{identityId}`: the order items have inside one parent identity. */
export const parentOrderSort = z
  .string()
  .regex(/^media_parent_order\.[A-Za-z0-9_-]{1,64}$/, 'must be media_parent_order.{identityId}');

export const identityListRequest = pageParams
  .extend({
    sort: z.union([sortField, parentOrderSort]).optional(),
    media_type: identityMediaType.optional(),
    archived: flag.optional(),
    kind: identityKind.optional(),
    /** Children of these identities (e.g. a category's sub-categories). */
    'identities.id': idList.optional(),
  })
  .strict();
export type IdentityListRequest = z.input<typeof identityListRequest>;

export const identityListResponse = pagedResult(identity);
export type IdentityListResponse = z.infer<typeof identityListResponse>;

export const identityListCall = defineCall({
  method: 'POST',
  path: '/api/identity/list',
  auth: 'optional',
  summary: 'Leagues, categories and their items with paging, sorting and filters',
  body: identityListRequest,
  response: identityListResponse,
});

export const identityResponse = contentOf(identity);
export type IdentityResponse = z.infer<typeof identityResponse>;

export const identityByIdCall = defineCall({
  method: 'GET',
  path: '/api/identity/get_by_id/id/:id',
  auth: 'optional',
  summary: 'One league, category, sub-category, team or club',
  params: idParams,
  response: identityResponse,
});
