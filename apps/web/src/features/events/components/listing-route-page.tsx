// The page component of a listing route (see lib/listing-route.ts): reads the filters from the
// URL and writes the viewer's changes back in place, so filtering adds no history entries.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { readListingSearch, type ListingSearch } from '../lib/listing-search';
import type { Listing } from '../lib/listings';
import { sportOf } from '../lib/sport-params';
import { ListingPage } from './listing-page';

export function listingRoutePage(listing: Listing) {
  return function ListingRoutePage() {
    // One component serves every listing route, so it reads the current match loosely and
    // narrows it through the same readers the routes validated it with.
    const rawSearch = useSearch({ strict: false });
    const rawParams = useParams({ strict: false });
    const search = useMemo(() => readListingSearch(rawSearch), [rawSearch]);
    const navigate = useNavigate();
    return (
      <ListingPage
        listing={listing}
        sportType={sportOf(rawParams)}
        search={search}
        onSearchChange={(next: ListingSearch) =>
          void navigate({ to: './', search: next, replace: true, resetScroll: false })
        }
      />
    );
  };
}
