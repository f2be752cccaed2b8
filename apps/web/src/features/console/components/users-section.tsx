// The tenant's accounts: a search by email or name (kept in the fragment, `#users?q=…`, and sent
// once typing pauses), a page of matches, and the panel of the account being managed.
import type { AdminUser } from '@touchline/contract/calls/admin-users';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/app/use-debounced-value';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useAdminUsers } from '../api/list-admin-users';
import { maxUsersQuery, usersHash, usersSearchOf, type UsersSearch } from '../lib/users-search';
import { Panel, QueryStates } from './console-states';
import { UserPanel } from './user-panel';
import { UsersTable } from './users-table';

const typingPause = 300;

export function UsersSection() {
  const { t } = useTranslation();
  const search = usersSearchOf(useLocation({ select: (location) => location.hash }));
  const navigate = useNavigate();
  const go = (next: UsersSearch) =>
    void navigate({ to: '/console/', hash: usersHash(next), replace: true });
  const [draft, setDraft] = useState(search.q);
  const typed = useDebouncedValue(draft.trim(), typingPause);
  useEffect(() => {
    if (typed !== search.q) go({ q: typed, page: 0 });
    // Only a pause in typing moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  // The address moved on its own (back button, a link): the box shows its search.
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    if (search.q !== typed) setDraft(search.q);
  }
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const users = useAdminUsers(search);
  const current = selected
    ? (users.data?.entries.find((user) => user.id === selected.id) ?? selected)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.users.title')} testId="users">
        <TextField
          type="search"
          label={t('console.users.search')}
          hint={t('console.users.searchHint')}
          value={draft}
          maxLength={maxUsersQuery}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="users-search"
        />
        <QueryStates
          query={users}
          testId="users"
          empty={t('console.users.empty')}
          isEmpty={(data) => data.entries.length === 0}
        >
          {(data) => (
            <>
              <UsersTable
                users={data.entries}
                selectedId={current?.id ?? null}
                onSelect={setSelected}
              />
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted">
                <span role="status" data-testid="users-count">
                  {t('console.users.shown', {
                    from: data.startIndex + 1,
                    to: data.startIndex + data.entryCount,
                    total: data.totalCount,
                  })}
                </span>
                <div className="flex gap-2">
                  <Button
                    size="small"
                    kind="secondary"
                    outline
                    disabled={search.page === 0}
                    onClick={() => go({ ...search, page: search.page - 1 })}
                    data-testid="users-previous"
                  >
                    {t('console.users.previous')}
                  </Button>
                  <Button
                    size="small"
                    kind="secondary"
                    outline
                    disabled={!data.nextExists}
                    onClick={() => go({ ...search, page: search.page + 1 })}
                    data-testid="users-next"
                  >
                    {t('console.users.next')}
                  </Button>
                </div>
              </div>
            </>
          )}
        </QueryStates>
      </Panel>
      {current && <UserPanel key={current.id} user={current} />}
    </div>
  );
}
