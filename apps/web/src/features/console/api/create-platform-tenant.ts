// POST /api/platform/tenants: a new tenant, answering on its hosts at once (audited, ADR 064).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPlatformTenantCall,
  type CreatePlatformTenantBody,
  type PlatformTenant,
} from '@touchline/contract/calls/platform-tenants';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createPlatformTenant(
  body: CreatePlatformTenantBody,
): Promise<PlatformTenant> {
  return (await apiClient().request(createPlatformTenantCall, { body })).content;
}

export const useCreatePlatformTenant = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createPlatformTenant,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.tenants }),
  });
};
