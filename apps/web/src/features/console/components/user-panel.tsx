// One account in the console: its role, whether it may write global tags, and its devices. Each
// change goes to the server at once (and into the audit trail); a refusal is shown here.
import type { AdminUser } from '@touchline/contract/calls/admin-users';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { FormAlert } from '../../../ui/form-alert';
import { useAdminUserDevices } from '../api/list-admin-user-devices';
import { useRemoveAdminUserDevice } from '../api/remove-admin-user-device';
import { useSetAdminUserGlobalTags } from '../api/set-admin-user-global-tags';
import { useSetAdminUserRole } from '../api/set-admin-user-role';
import { Panel, QueryStates } from './console-states';
import { GlobalTagSwitch } from './global-tag-switch';
import { UserDeviceList } from './user-device-list';
import { UserRoleControl } from './user-role-control';

export function UserPanel({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const devices = useAdminUserDevices(user.id);
  const role = useSetAdminUserRole();
  const globalTags = useSetAdminUserGlobalTags();
  const remove = useRemoveAdminUserDevice();
  const failure = role.error ?? globalTags.error ?? remove.error;
  // The answer of a change is newer than the list row it started from.
  const shown = globalTags.data?.id === user.id ? globalTags.data : user;
  return (
    <Panel title={t('console.users.manage', { email: user.email })} testId="user-panel">
      {failure && <FormAlert testId="user-failed">{errorText(failure)}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <UserRoleControl
          user={role.data?.id === user.id ? role.data : user}
          busy={role.isPending}
          onChange={(next) => role.mutate({ id: user.id, role: next })}
        />
        <GlobalTagSwitch
          checked={shown.canCreateGlobalTag}
          busy={globalTags.isPending}
          onToggle={(allowed) => globalTags.mutate({ id: user.id, allowed })}
        />
      </div>
      <h3 className="text-base font-semibold text-fg">{t('console.users.devices')}</h3>
      <QueryStates query={devices} testId="user-devices">
        {(data) => (
          <UserDeviceList
            devices={data}
            removingId={remove.isPending ? remove.variables.deviceId : null}
            onRemove={(device) => remove.mutate({ userId: user.id, deviceId: device.id })}
          />
        )}
      </QueryStates>
    </Panel>
  );
}
