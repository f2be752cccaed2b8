// GET /api/event/get_by_id/id/{id}: one event, by its own id or (idType=referenceId) by the
// external reference id that /redirect/events/{referenceId} links carry.
import { queryOptions } from '@tanstack/react-query';
import {
  eventByIdCall,
  type EventIdType,
  type EventResponse,
} from '@touchline/contract/calls/events';
import { apiClient } from '../../../lib/app/api-client';

export function getEvent(
  id: string,
  idType: EventIdType,
  signal?: AbortSignal,
): Promise<EventResponse> {
  return apiClient().request(eventByIdCall, { params: { id }, query: { idType }, signal });
}

export const eventQueryOptions = (id: string, idType: EventIdType = 'id') =>
  queryOptions({
    queryKey: ['event', 'by-id', idType, id] as const,
    queryFn: ({ signal }) => getEvent(id, idType, signal),
  });
