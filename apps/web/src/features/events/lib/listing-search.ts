// The filters of a listing grid as URL search params (sport, date range, sort and direction), so
// a filtered view can be shared and reloaded. A value the schema does not know falls back to the
// listing's default instead of failing the page: links in the wild outlive the options.
import {
  dateFilterValues,
  sortDirectionValues,
  sortFieldValues,
} from '@touchline/contract/enum-values';
import type { DateFilter, SortDirection, SortField } from '@touchline/contract/enums';
import { dateFilterRange } from '../../../lib/http/event-date';
import { definedOnly, matchOrUndefined, oneOfOrUndefined } from '../../../lib/router/url-values';
import type { EventListParams } from '../api/list-events';
import { sportPattern } from './sport-params';

export interface ListingSearch {
  sport?: string;
  date?: DateFilter;
  sort?: SortField;
  order?: SortDirection;
}

/** The route's search validator and the page's reading of the same URL. */
export const readListingSearch = (raw: Record<string, unknown>): ListingSearch =>
  definedOnly({
    sport: matchOrUndefined(raw.sport, sportPattern),
    date: oneOfOrUndefined(raw.date, dateFilterValues),
    sort: oneOfOrUndefined(raw.sort, sortFieldValues),
    order: oneOfOrUndefined(raw.order, sortDirectionValues),
  });

/** Drops the keys that hold the default, so the URL carries only what the viewer chose. */
export function cleanListingSearch(search: ListingSearch): ListingSearch {
  const clean: ListingSearch = {};
  if (search.sport) clean.sport = search.sport;
  if (search.date && search.date !== 'anytime') clean.date = search.date;
  if (search.sort) clean.sort = search.sort;
  if (search.order) clean.order = search.order;
  return clean;
}

/** The list call's filters for a listing's own filters narrowed by the viewer's choices. */
export function applyListingSearch<P extends Omit<EventListParams, 'page'>>(
  base: P,
  search: ListingSearch,
  now: Date,
  timeZone?: string,
): P {
  const params: P = { ...base };
  if (search.sport) params.sportType = search.sport;
  const range = search.date ? dateFilterRange(search.date, now, timeZone) : undefined;
  if (range) params.event_date = range;
  if (search.sort) params.sort = search.sort;
  if (search.order) params.order = search.order;
  return params;
}

export const isFiltered = (search: ListingSearch) =>
  Object.keys(cleanListingSearch(search)).length > 0;
