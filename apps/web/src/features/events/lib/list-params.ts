// The list call's filters of each catalog grid, shared by a page's component and its route's
// loader (which prefetches the same query). Kept apart from the components so the loaders, which
// load with the app, do not pull the page components into the first load.
import type { EventListParams } from '../api/list-events';
import { applyListingSearch, type ListingSearch } from './listing-search';
import { gridParams, type Listing } from './listings';

/** A listing page; /live/{sportType}/ narrows the live listing to one sport. */
export function listingPageParams(
  listing: Listing,
  search: ListingSearch,
  now: Date,
  sportType?: string,
) {
  const params = applyListingSearch(gridParams(listing), search, now);
  return sportType ? { ...params, sportType } : params;
}

export const identityDefaults = { sort: 'added', order: 'desc' } as const;

/** The games of a league, category or sub-category. */
export function identityEventsParams(
  identityId: string,
  search: ListingSearch,
  now: Date,
): Omit<EventListParams, 'page'> {
  return applyListingSearch(
    { 'identities.id': [identityId], media_type: 'event', size: 20, ...identityDefaults },
    search,
    now,
  );
}

export type TeamSection = 'live' | 'upcoming' | 'past';
export const teamSections: TeamSection[] = ['live', 'upcoming', 'past'];

/** One section of a team page: live now, coming up, or past games newest first. */
export function teamGamesParams(
  teamId: string,
  section: TeamSection,
): Omit<EventListParams, 'page'> {
  const base = { 'search.teams.id': [teamId], media_type: 'event' as const };
  switch (section) {
    case 'live':
      return { ...base, status: 'live', sort: 'order', order: 'asc', size: 8 };
    case 'upcoming':
      return { ...base, status: 'upcoming', sort: 'order', order: 'asc', size: 8 };
    case 'past':
      return { ...base, status: 'archived', sort: 'added', order: 'desc', size: 12 };
  }
}
