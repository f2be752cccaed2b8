// POST /api/event/list: the event list of spec §7 with every list parameter and filter.
import { z } from 'zod';
import { defineCall } from '../call';
import { event } from '../entities/event';
import { identityMediaType, mediaKind } from '../enums';
import { id } from '../ids';
import { pagedContent } from '../paged';
import { eventDateRange, idList, pageParams } from './list-params';

export const eventListFilters = z.object({
  'identities.id': idList.optional(),
  /** Omitted for all. */
  'identities.type': identityMediaType.optional(),
  media_type: mediaKind.optional(),
  'search.teams.id': idList.optional(),
  event_id: id.optional(),
  sportType: z.string().min(1).max(40).optional(),
  event_date: eventDateRange.optional(),
  /** Passed through: any status value, or a listing state such as `archived`. */
  status: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z_]+$/, 'must be a status name')
    .optional(),
  /** Free text over title, teams and leagues (the search page). */
  search: z.string().max(100).optional(),
});

/**
 * Keyset paging: `nextCursor` of one answer, sent back as `cursor` with the same sort, order and
 * filters, starts the next page right after the previous page's last row, so a deep page costs
 * what the first does. The text is opaque; the server rejects one it did not write. With a
 * cursor, `page` only numbers the page (startIndex); without one, `page` × `size` is an offset.
 */
export const listCursor = z
  .string()
  .min(1)
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from nextCursor');

export const eventListRequest = pageParams
  .extend(eventListFilters.shape)
  .extend({ cursor: listCursor.optional() })
  .strict();
export type EventListRequest = z.input<typeof eventListRequest>;
export type EventListQuery = z.output<typeof eventListRequest>;

/** The Paged result of spec §3 plus `nextCursor`: null on the last page. */
export const eventListResponse = z.object({
  content: pagedContent(event).extend({ nextCursor: listCursor.nullable().optional() }),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type EventListResponse = z.infer<typeof eventListResponse>;

export const eventListCall = defineCall({
  method: 'POST',
  path: '/api/event/list',
  auth: 'optional',
  summary: 'List events, highlights and clips with paging, sorting and filters',
  body: eventListRequest,
  response: eventListResponse,
});
