// POST /api/admin/events: schedule a game (upcoming; audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEventCall,
  type AdminEvent,
  type CreateEventBody,
} from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createAdminEvent(body: CreateEventBody): Promise<AdminEvent> {
  return (await apiClient().request(createEventCall, { body })).content;
}

export const useCreateAdminEvent = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createAdminEvent,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
