// GET /api/search: the search page's one call, answering identity hits and a page of events.
import { z } from 'zod';
import { defineCall } from '../call';
import { event } from '../entities/event';
import { searchItem } from '../entities/search-item';
import { contentOf, pagedContent } from '../paged';
import { pageParams } from './list-params';

export const searchRequest = z.object({
  q: z.string().trim().min(1).max(100),
  /** Paging applies to the events; items are the best matches, at most searchItemsLimit. */
  page: pageParams.shape.page,
  size: pageParams.shape.size,
  /** Asks for the exact number of matching events in `events.totalCount`. */
  count: pageParams.shape.count,
});
export type SearchRequest = z.input<typeof searchRequest>;

export const searchItemsLimit = 20;

export const searchResponse = contentOf(
  z.object({
    q: z.string(),
    items: z.array(searchItem).max(searchItemsLimit),
    events: pagedContent(event),
  }),
);
export type SearchResponse = z.infer<typeof searchResponse>;

export const searchCall = defineCall({
  method: 'GET',
  path: '/api/search',
  auth: 'optional',
  summary: 'Search teams, identity items and events by text',
  query: searchRequest,
  response: searchResponse,
});
