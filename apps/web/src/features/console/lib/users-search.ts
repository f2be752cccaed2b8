// The users section keeps its search in the address's fragment (`#users?q=ann&page=2`), so a
// search can be linked, reloaded and left with the back button like the section itself.

export interface UsersSearch {
  q: string;
  /** From 0. */
  page: number;
}

/** The longest fragment the API accepts (contract `listAdminUsersQuery.q`). */
export const maxUsersQuery = 120;
export const usersPageSize = 25;

export function usersSearchOf(hash: string): UsersSearch {
  const [, state = ''] = hash.replace(/^#/, '').split(/\?(.*)/s);
  const params = new URLSearchParams(state);
  const page = Number(params.get('page') ?? '0');
  return {
    q: (params.get('q') ?? '').slice(0, maxUsersQuery),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The fragment (without `#`) of a search; a blank search on page 0 is just `users`. */
export function usersHash(search: UsersSearch): string {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.page > 0) params.set('page', String(search.page));
  const state = params.toString();
  return state ? `users?${state}` : 'users';
}
