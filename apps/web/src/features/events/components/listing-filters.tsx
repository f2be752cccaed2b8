// The filter bar of a listing grid: sport, date range, sort field and direction. Native selects:
// labelled, keyboard- and screen-reader-friendly everywhere, and the phone's own picker on touch.
import {
  dateFilter,
  sortDirection,
  sortField,
  type EventListingState,
} from '@touchline/contract/enums';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ChevronDownIcon } from '../../../ui/icons';
import { useGroupedSportCount } from '../api/grouped-sport-count';
import { cleanListingSearch, isFiltered, type ListingSearch } from '../lib/listing-search';
import { useSportLabel } from './sport-label';

export interface ListingFiltersProps {
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
  /** The defaults the grid uses when the viewer has chosen nothing. */
  defaults: { sort: string; order: string };
  /** Limits the sport choices to sports with events in this state. */
  status?: EventListingState;
  /** Hides the sport choice where the page already is about one sport. */
  withSport?: boolean;
}

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">
        {props.label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className="h-10 w-full min-w-36 appearance-none rounded-lg border border-line bg-surface ps-3 pe-9 text-sm font-medium text-fg hover:border-fg-subtle"
          data-testid={props.testId}
        >
          {props.children}
        </select>
        <ChevronDownIcon
          width={16}
          height={16}
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-fg-subtle"
        />
      </div>
    </div>
  );
}

function SportOption({ sport, count }: { sport: string; count: number }) {
  const label = useSportLabel(sport);
  return (
    <option value={sport}>
      {label} ({count})
    </option>
  );
}

export function ListingFilters({
  search,
  onChange,
  defaults,
  status,
  withSport = true,
}: ListingFiltersProps) {
  const { t } = useTranslation();
  const sports = useGroupedSportCount(status);
  const set = (patch: Partial<ListingSearch>) =>
    onChange(cleanListingSearch({ ...search, ...patch }));
  const known = sports.data ?? [];
  const chosenSportMissing =
    search.sport && !known.some((entry) => entry.sportType === search.sport);

  return (
    <div
      role="group"
      aria-label={t('catalog.filters.label')}
      className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface/60 p-3 sm:gap-4 sm:p-4"
      data-testid="listing-filters"
    >
      {withSport && (
        <FilterSelect
          label={t('catalog.filters.sport')}
          value={search.sport ?? ''}
          onChange={(value) => set({ sport: value || undefined })}
          testId="filter-sport"
        >
          <option value="">{t('catalog.allSports')}</option>
          {known.map((entry) => (
            <SportOption key={entry.sportType} sport={entry.sportType} count={entry.count} />
          ))}
          {chosenSportMissing && <SportOption sport={search.sport ?? ''} count={0} />}
        </FilterSelect>
      )}
      <FilterSelect
        label={t('catalog.filters.date')}
        value={search.date ?? 'anytime'}
        onChange={(value) => set({ date: dateFilter.parse(value) })}
        testId="filter-date"
      >
        {dateFilter.options.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.dates.${option}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('catalog.filters.sort')}
        value={search.sort ?? defaults.sort}
        onChange={(value) => set({ sort: sortField.parse(value) })}
        testId="filter-sort"
      >
        {sortField.options.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.sorts.${option}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('catalog.filters.order')}
        value={search.order ?? defaults.order}
        onChange={(value) => set({ order: sortDirection.parse(value) })}
        testId="filter-order"
      >
        {sortDirection.options.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.orders.${option}`)}
          </option>
        ))}
      </FilterSelect>
      {isFiltered(search) && (
        <Button kind="secondary" outline onClick={() => onChange({})} data-testid="filter-clear">
          {t('catalog.filters.clear')}
        </Button>
      )}
    </div>
  );
}
