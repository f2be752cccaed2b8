// POST /api/clip/list — an event's game or player highlights.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clipListCall } from '@touchline/contract/calls/clips';
import { limits } from '@touchline/contract/constants';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export type HighlightType = 'game' | 'player';

export const highlightsQueryOptions = (eventId: string, type: HighlightType, enabled = true) =>
  queryOptions({
    queryKey: ['event', 'highlights', eventId, type] as const,
    queryFn: ({ signal }) =>
      subLoad<Event[]>(
        `${type} highlights`,
        async () =>
          (
            await apiClient().request(clipListCall, {
              body: { type, event_id: eventId, size: limits.highlights, page: 0 },
              signal,
            })
          ).content.entries,
        [],
      ),
    enabled,
  });

export const useHighlights = (eventId: string, type: HighlightType, enabled: boolean) =>
  useQuery(highlightsQueryOptions(eventId, type, enabled));
