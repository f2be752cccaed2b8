// GET /api/platform/tenants: every tenant, for platform admins only (ADR 064). The console also
// asks it to learn whether to show the Tenants section: a 403 means the account is no platform
// admin, and is an answer, not a hiccup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listPlatformTenantsCall,
  type PlatformTenant,
} from '@touchline/contract/calls/platform-tenants';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function listPlatformTenants(signal?: AbortSignal): Promise<PlatformTenant[]> {
  return (await apiClient().request(listPlatformTenantsCall, { signal })).content.tenants;
}

export const usePlatformTenants = () =>
  useQuery(
    queryOptions({
      queryKey: consoleKeys.tenants,
      queryFn: ({ signal }) => listPlatformTenants(signal),
      retry: false,
    }),
  );
