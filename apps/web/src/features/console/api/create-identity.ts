// POST /api/admin/identities: a new league, category, sub-category or team (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createIdentityCall,
  type AdminIdentity,
  type CreateIdentityBody,
} from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createIdentity(body: CreateIdentityBody): Promise<AdminIdentity> {
  return (await apiClient().request(createIdentityCall, { body })).content;
}

export const useCreateIdentity = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createIdentity,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
