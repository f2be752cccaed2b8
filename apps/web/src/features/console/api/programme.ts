// GET and PUT /api/admin/events/:id/programme: a channel's rota of shows, read and replaced whole.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getProgrammeCall,
  setProgrammeCall,
  type SetProgrammeBody,
} from '@touchline/contract/calls/admin-programme';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export const useProgramme = (eventId: string) =>
  useQuery({
    queryKey: consoleKeys.programme(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient().request(getProgrammeCall, { params: { id: eventId }, signal })).content,
  });

export const useSetProgramme = (eventId: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetProgrammeBody) =>
      (await apiClient().request(setProgrammeCall, { params: { id: eventId }, body })).content,
    onSuccess: (saved) => {
      queries.setQueryData(consoleKeys.programme(eventId), saved);
      return queries.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
};
