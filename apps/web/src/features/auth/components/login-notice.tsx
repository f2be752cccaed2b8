// The notices of the login screen variants (spec §2): session expired, device no longer allowed.
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';

export function LoginNotice({
  sessionExpired,
  deviceNoLongerAllowed,
}: {
  sessionExpired?: boolean;
  deviceNoLongerAllowed?: boolean;
}) {
  const { t } = useTranslation();
  if (deviceNoLongerAllowed) {
    return (
      <FormAlert kind="danger" testId="device-not-allowed-notice">
        {t('auth.deviceNoLongerAllowed')}
      </FormAlert>
    );
  }
  if (sessionExpired) {
    return (
      <FormAlert kind="info" testId="session-expired-notice">
        {t('auth.sessionExpired')}
      </FormAlert>
    );
  }
  return null;
}
