// GET /api/admin/identities: the tenant's leagues, categories and teams, archived ones included.
import { useQuery } from '@tanstack/react-query';
import { listAdminIdentitiesCall, type AdminIdentity } from '@touchline/contract/calls/admin';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listAdminIdentities(signal?: AbortSignal): Promise<AdminIdentity[]> {
  return (await apiClient().request(listAdminIdentitiesCall, { query: {}, signal })).content
    .entries;
}

export const useAdminIdentities = () =>
  useQuery({
    queryKey: consoleKeys.identities,
    queryFn: ({ signal }) => listAdminIdentities(signal),
  });
