// PATCH /api/admin/events/:id: a game's title, schedule, teams or status (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateEventCall,
  type AdminEvent,
  type UpdateEventBody,
} from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function updateAdminEvent(change: {
  id: string;
  body: UpdateEventBody;
}): Promise<AdminEvent> {
  return (
    await apiClient().request(updateEventCall, { params: { id: change.id }, body: change.body })
  ).content;
}

export const useUpdateAdminEvent = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateAdminEvent,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
