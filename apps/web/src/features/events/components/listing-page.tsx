// A listing page (/live/, /live/{sport}/, /upcoming/, /archive/, /highlight/, /latest/,
// /suggested/): a title, the filters kept in the URL, and a grid of the matching events.
import type { EventListingState } from '@touchline/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { listingPageParams } from '../lib/list-params';
import type { ListingSearch } from '../lib/listing-search';
import { listingFilters, type Listing } from '../lib/listings';
import { EventGrid } from './event-grid';
import { ListingFilters } from './listing-filters';
import { useSportLabel } from './sport-label';
import { SportNav } from './sport-nav';

const listingStates: Partial<Record<Listing, EventListingState>> = {
  live: 'live',
  upcoming: 'upcoming',
  archived: 'archived',
};

export interface ListingPageProps {
  listing: Listing;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  /** The sport of /live/{sportType}/, fixed by the path. */
  sportType?: string;
}

export function ListingPage({ listing, search, onSearchChange, sportType }: ListingPageProps) {
  const { t } = useTranslation();
  const sportLabel = useSportLabel(sportType ?? '');
  const title = sportType
    ? t('catalog.liveSport', { sport: sportLabel })
    : t(`listing.${listing}.title`);
  useDocumentTitle(title);
  // One clock per visit keeps the date range, and so the query, stable while the page is open.
  const [now] = useState(() => new Date());
  const base = listingFilters[listing];

  return (
    <div className="px-4 pt-8 pb-12 sm:px-6 lg:px-10" data-testid={`listing-${listing}`}>
      <header className="mb-6 max-w-2xl">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-fg-muted">{t(`listing.${listing}.description`)}</p>
      </header>
      {listing === 'live' && <SportNav current={sportType} />}
      <ListingFilters
        search={search}
        onChange={onSearchChange}
        defaults={{ sort: base.sort ?? 'order', order: base.order ?? 'asc' }}
        status={listingStates[listing]}
        withSport={listing !== 'live'}
      />
      <EventGrid params={listingPageParams(listing, search, now, sportType)} />
    </div>
  );
}
