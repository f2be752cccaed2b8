// GET /api/event/get_by_id/id/:id — the event the page shows (any media kind).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventByIdCall } from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';

export const eventKeys = {
  detail: (eventId: string) => ['event', 'detail', eventId] as const,
};

export async function getEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  const answer = await apiClient().request(eventByIdCall, {
    params: { id: eventId },
    query: {},
    signal,
  });
  return answer.content;
}

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // Availability and status change while a page is open; realtime messages patch it meanwhile.
    staleTime: 30_000,
  });

export const useEvent = (eventId: string) => useQuery(eventQueryOptions(eventId));
