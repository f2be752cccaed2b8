// An account's role, changed only once the operator confirms it in a dialog of the modal service:
// a role opens or closes the admin API at once. The select shows the saved role until then.
import type { AdminUser, AdminUserRole } from '@touchline/contract/calls/admin-users';
import { adminUserRole } from '@touchline/contract/calls/admin-users';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/modal/confirm';
import { SelectField } from '../../../ui/select-field';

export function UserRoleControl({
  user,
  busy,
  onChange,
}: {
  user: AdminUser;
  busy: boolean;
  onChange: (role: AdminUserRole) => void;
}) {
  const { t } = useTranslation();
  const ask = async (role: AdminUserRole) => {
    const accepted = await confirmAction({
      title: t('console.users.confirmRole.title'),
      text: t(`console.users.confirmRole.${role}`, { email: user.email }),
      confirmLabel: t('console.users.confirmRole.accept'),
      dismissLabel: t('console.cancel'),
      danger: role === 'viewer',
    });
    if (accepted) onChange(role);
  };
  return (
    <SelectField
      label={t('console.users.role')}
      value={user.role}
      disabled={busy}
      onChange={(event) => {
        const role = adminUserRole.safeParse(event.target.value);
        if (role.success && role.data !== user.role) void ask(role.data);
      }}
      data-testid="user-role"
    >
      {adminUserRole.options.map((role) => (
        <option key={role} value={role}>
          {t(`console.users.roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
