// GET /api/event/grouped_sport_count: how many events each sport has, optionally in one listing
// state; drives the sport navigation of /live/ and the sport filter of the grids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedSportCountCall } from '@touchline/contract/calls/events';
import type { EventListingState } from '@touchline/contract/enums';
import { apiClient } from '../../../lib/app/api-client';

export function groupedSportCount(status: EventListingState | undefined, signal?: AbortSignal) {
  return apiClient().request(groupedSportCountCall, {
    query: status ? { status } : {},
    signal,
  });
}

export const groupedSportCountQueryOptions = (status?: EventListingState) =>
  queryOptions({
    queryKey: ['event', 'grouped-sport-count', status ?? 'all'] as const,
    queryFn: ({ signal }) => groupedSportCount(status, signal),
    select: (answer) => answer.content.filter((entry) => entry.count > 0),
  });

export const useGroupedSportCount = (status?: EventListingState) =>
  useQuery(groupedSportCountQueryOptions(status));
