// POST /api/platform/tenants/:id: a tenant's hosts, brand, languages or settings (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updatePlatformTenantCall,
  type PlatformTenant,
  type UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function updatePlatformTenant(change: {
  id: string;
  body: UpdatePlatformTenantBody;
}): Promise<PlatformTenant> {
  return (
    await apiClient().request(updatePlatformTenantCall, {
      params: { id: change.id },
      body: change.body,
    })
  ).content;
}

export const useUpdatePlatformTenant = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformTenant,
    // The console's own tenant may be the one changed: its brand is read again on the next load.
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.tenants }),
  });
};
