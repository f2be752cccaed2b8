// PATCH /api/admin/identities/:id: rename, re-brand, archive or restore (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateIdentityCall,
  type AdminIdentity,
  type UpdateIdentityBody,
} from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function updateIdentity(change: {
  id: string;
  body: UpdateIdentityBody;
}): Promise<AdminIdentity> {
  return (
    await apiClient().request(updateIdentityCall, { params: { id: change.id }, body: change.body })
  ).content;
}

export const useUpdateIdentity = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateIdentity,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
