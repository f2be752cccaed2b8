// GET /api/admin/users: a page of the tenant's accounts whose email or name holds the search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminUsersCall, type AdminUser } from '@touchline/contract/calls/admin-users';
import type { PagedContent } from '@touchline/contract/paged';
import { apiClient } from '../../../lib/app/api-client';
import type { UsersSearch } from '../lib/users-search';
import { usersPageSize } from '../lib/users-search';
import { consoleKeys } from './query-keys';

export async function listAdminUsers(
  search: UsersSearch,
  signal?: AbortSignal,
): Promise<PagedContent<AdminUser>> {
  const query = { page: search.page, size: usersPageSize, ...(search.q ? { q: search.q } : {}) };
  return (await apiClient().request(listAdminUsersCall, { query, signal })).content;
}

export const useAdminUsers = (search: UsersSearch) =>
  useQuery({
    queryKey: consoleKeys.users(search.q, search.page),
    queryFn: ({ signal }) => listAdminUsers(search, signal),
    // The table stays while the next page or search loads, instead of blinking to a skeleton.
    placeholderData: keepPreviousData,
  });
