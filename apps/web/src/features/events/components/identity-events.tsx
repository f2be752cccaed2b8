// The games of a league, category or sub-category: a titled grid with the date and sort filters
// (the sport is the identity's own), kept in the URL like the listing pages'.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityDefaults, identityEventsParams } from '../lib/list-params';
import type { ListingSearch } from '../lib/listing-search';
import { EventGrid } from './event-grid';
import { ListingFilters } from './listing-filters';

export interface IdentityEventsProps {
  identityId: string;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
}

export function IdentityEvents({ identityId, search, onSearchChange }: IdentityEventsProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="identity-events-title" data-testid="identity-events">
      <h2
        id="identity-events-title"
        className="mb-4 font-display text-xl font-bold tracking-tight text-fg sm:text-2xl"
      >
        {t('catalog.games')}
      </h2>
      <ListingFilters
        search={search}
        onChange={onSearchChange}
        defaults={identityDefaults}
        withSport={false}
      />
      <EventGrid params={identityEventsParams(identityId, search, now)} skeletons={4} />
    </section>
  );
}
