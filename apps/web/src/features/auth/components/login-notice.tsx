// The notices of the login screen variants (spec §2): session expired, device no longer allowed,
// and a login-required page opened without a session.
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';

export function LoginNotice({
  sessionExpired,
  signInRequired,
  deviceNoLongerAllowed,
}: {
  sessionExpired?: boolean;
  signInRequired?: boolean;
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
  if (signInRequired) {
    return (
      <FormAlert kind="info" testId="sign-in-required-notice">
        {t('errors.unauthorized')}
      </FormAlert>
    );
  }
  return null;
}
