// GET /api/event/get_by_id/id/{id}: one event (any media kind), by its own id or
// (idType=referenceId) by the external reference id that /redirect/events/{referenceId} links
// carry. The one client of this call: the watch pages, the stats page and the redirect use it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventByIdCall, type EventIdType } from '@touchline/contract/calls/events';
import type { Event } from '@touchline/contract/entities/event';
import { apiClient } from '../../../lib/app/api-client';

export const eventKeys = {
  detail: (id: string, idType: EventIdType = 'id') => ['event', 'detail', idType, id] as const,
};

export async function getEvent(
  id: string,
  idType: EventIdType = 'id',
  signal?: AbortSignal,
): Promise<Event> {
  const answer = await apiClient().request(eventByIdCall, {
    params: { id },
    query: idType === 'id' ? {} : { idType },
    signal,
  });
  return answer.content;
}

export const eventQueryOptions = (id: string, idType: EventIdType = 'id') =>
  queryOptions({
    queryKey: eventKeys.detail(id, idType),
    queryFn: ({ signal }) => getEvent(id, idType, signal),
    // Availability and status change while a page is open; realtime messages patch it meanwhile.
    staleTime: 30_000,
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
