// POST /api/admin/users/:id/global_tags: whether the account may write global tags (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdminUserGlobalTagsCall, type AdminUser } from '@touchline/contract/calls/admin-users';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function setAdminUserGlobalTags(change: {
  id: string;
  allowed: boolean;
}): Promise<AdminUser> {
  return (
    await apiClient().request(setAdminUserGlobalTagsCall, {
      params: { id: change.id },
      body: { allowed: change.allowed },
    })
  ).content;
}

export const useSetAdminUserGlobalTags = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: setAdminUserGlobalTags,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
