// A page of accounts: email, name, role, the global-tag permission and how many devices are
// signed in; Manage opens the account's panel below the list.
import type { AdminUser } from '@touchline/contract/calls/admin-users';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ConsoleTable } from './console-table';

export function UsersTable({
  users,
  selectedId,
  onSelect,
}: {
  users: AdminUser[];
  selectedId: string | null;
  /** Null closes the open panel (Manage of the open account again). */
  onSelect: (user: AdminUser | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleTable
      columns={[
        t('console.users.email'),
        t('console.users.name'),
        t('console.users.role'),
        t('console.users.globalTagsShort'),
        t('console.users.devices'),
      ]}
      actions={t('console.actions')}
    >
      <tbody>
        {users.map((user) => (
          <tr
            key={user.id}
            className="border-t border-line align-middle"
            data-testid="user-row"
            data-email={user.email}
          >
            <td className="py-2 pe-3 break-all text-fg" dir="ltr">
              {user.email}
            </td>
            <td className="py-2 pe-3 text-fg" translate="no">
              {user.name}
            </td>
            <td className="py-2 pe-3">
              <span
                className={clsx(
                  'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                  user.role === 'operator'
                    ? 'bg-brand/15 text-brand'
                    : 'bg-surface-2 text-fg-muted',
                )}
                data-testid="user-role-badge"
              >
                {t(`console.users.roles.${user.role}`)}
              </span>
            </td>
            <td className="py-2 pe-3 text-fg-muted" data-testid="user-global-tags-cell">
              {user.canCreateGlobalTag ? t('console.users.yes') : t('console.users.no')}
            </td>
            <td className="py-2 pe-3 text-fg-muted" data-testid="user-device-count">
              {user.deviceCount}
            </td>
            <td className="py-2 text-end">
              <Button
                size="small"
                kind="secondary"
                outline
                aria-expanded={user.id === selectedId}
                aria-label={t('console.users.manage', { email: user.email })}
                onClick={() => onSelect(user.id === selectedId ? null : user)}
                data-testid="user-manage"
              >
                {t('console.users.manageShort')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
