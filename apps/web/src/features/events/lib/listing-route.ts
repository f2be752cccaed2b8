// The route options of the listing pages (/live/, /live/{sport}/, /upcoming/, /archive/,
// /highlight/, /latest/, /suggested/), which differ only by their listing. A route file is one
// call: `createFileRoute('/live/')(listingRoute('live'))`.
//
// The options load with the app (the route tree is in the main chunk), so this module holds only
// what the loader needs; the page component is imported on demand, one chunk for every listing.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '../../../lib/router/router-context';
import { routeHead } from '../../../lib/router/page-head-tags';
import { eventListPagesQueryOptions } from '../api/list-events';
import { listingHead } from './listing-head';
import { listingPageParams } from './list-params';
import { readListingSearch, type ListingSearch } from './listing-search';
import type { Listing } from './listings';
import { readSportParams, type SportParams } from './sport-params';

interface ListingLoad {
  context: RouterContext;
  deps: ListingSearch;
  params: Partial<SportParams>;
}

/** A listing page. */
export function listingRoute(listing: Listing) {
  return {
    staticData: { layout: 'home' as const },
    validateSearch: readListingSearch,
    loaderDeps: ({ search }: { search: ListingSearch }) => search,
    loader: ({ context, deps, params }: ListingLoad) =>
      void context.queryClient.prefetchInfiniteQuery(
        eventListPagesQueryOptions(listingPageParams(listing, deps, new Date(), params.sportType)),
      ),
    // Title and description on the server too (the page sets the same in the browser).
    head: ({
      match,
      params,
    }: {
      match: { context: RouterContext };
      params: Partial<SportParams>;
    }) =>
      routeHead(
        match.context.i18n ? listingHead(match.context.i18n.t, listing, params.sportType) : null,
      ),
    component: lazyRouteComponent(() =>
      import('../components/listing-route-page').then(({ listingRoutePage }) => ({
        default: listingRoutePage(listing),
      })),
    ),
  };
}

/** A listing narrowed to the sport in the path (/live/{sportType}/). */
export const sportListingRoute = (listing: Listing) => ({
  ...listingRoute(listing),
  params: {
    parse: (raw: Record<'sportType', string>): SportParams => readSportParams(raw),
    stringify: (params: SportParams) => params,
  },
});
