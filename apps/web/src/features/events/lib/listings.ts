// The listings of the public pages (spec §2): each a status or kind filter and an order.
import { limits } from '@touchline/contract/constants';
import type { EventListParams } from '../api/list-events';

export type Listing = 'live' | 'upcoming' | 'archived' | 'highlights' | 'latest' | 'suggested';

export const listingFilters: Record<Listing, Omit<EventListParams, 'page' | 'size'>> = {
  live: { status: 'live', media_type: 'event', sort: 'order', order: 'asc' },
  upcoming: { status: 'upcoming', media_type: 'event', sort: 'order', order: 'asc' },
  archived: { status: 'archived', media_type: 'event', sort: 'added', order: 'desc' },
  highlights: { media_type: 'highlight', sort: 'added', order: 'desc' },
  // Every game newest first, whatever its state: what was added to the catalog lately.
  latest: { media_type: 'event', sort: 'added', order: 'desc' },
  // The tenant's editorial order over all games.
  suggested: { media_type: 'event', sort: 'order', order: 'asc' },
};

/** The rails of the home page, top to bottom. */
export const homeRails: Listing[] = ['live', 'upcoming', 'archived', 'highlights'];

/** One rail's worth of events on the home page. */
export const railParams = (listing: Listing): EventListParams => ({
  ...listingFilters[listing],
  page: 0,
  size: 12,
});

/** A page of a listing grid; the spec's default page size, doubled to fill wide screens. */
export const gridParams = (listing: Listing): Omit<EventListParams, 'page'> => ({
  ...listingFilters[listing],
  size: limits.defaultPageSize * 2,
});
