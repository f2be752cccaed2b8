// POST /api/admin/users/:id/role: viewer or operator (audited; one's own operator role stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  setAdminUserRoleCall,
  type AdminUser,
  type AdminUserRole,
} from '@touchline/contract/calls/admin-users';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function setAdminUserRole(change: {
  id: string;
  role: AdminUserRole;
}): Promise<AdminUser> {
  return (
    await apiClient().request(setAdminUserRoleCall, {
      params: { id: change.id },
      body: { role: change.role },
    })
  ).content;
}

export const useSetAdminUserRole = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: setAdminUserRole,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
