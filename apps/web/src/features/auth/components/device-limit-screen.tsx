// /auth/login/limit/: the device limit was reached. The user removes a device with the limited
// token, then the login it came from continues: credentials at once, a provider on request
// (its popup needs a click of its own).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { Device } from '@touchline/contract/entities/device';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { deviceIdentity } from '../../../lib/session/device-identity';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { deleteDevice } from '../api/delete-device';
import { heldCredentials, releaseCredentials, type LimitData } from '../lib/limit-data';
import { signInWithCredentials } from '../lib/sign-in';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useSignInDeps } from '../lib/use-sign-in-deps';
import { AuthCard } from './auth-card';
import { DeviceList } from './device-list';
import { useProviderSignIn } from './use-provider-sign-in';

export function DeviceLimitScreen({ data }: { data: LimitData | null }) {
  const { t } = useTranslation();
  if (!data) {
    return (
      <AuthCard title={t('devices.limitTitle')}>
        <FormAlert testId="limit-invalid">{t('devices.limitInvalid')}</FormAlert>
        <Link
          to="/auth/login/"
          className="text-center text-sm font-semibold text-brand hover:underline"
        >
          {t('auth.backToSignIn')}
        </Link>
      </AuthCard>
    );
  }
  return <LimitFlow data={data} />;
}

function LimitFlow({ data }: { data: LimitData }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const config = useCustomerConfig();
  const deps = useSignInDeps();
  const devices = useSession((state) => state.devices);
  const { done, toLimitScreen } = useAfterSignIn();
  const providerSignIn = useProviderSignIn();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const held = heldCredentials(data.ref);

  const continueLogin = async (typedPassword?: string) => {
    setFailure(null);
    setBusy(true);
    try {
      if (data.provider === 'credentials') {
        const credentials = held ?? {
          username: data.username ?? '',
          password: typedPassword ?? '',
        };
        try {
          await signInWithCredentials(deps, credentials);
        } catch (error) {
          if (toLimitScreen(error, { provider: 'credentials', credentials })) return;
          throw error;
        }
        releaseCredentials(data.ref);
      } else {
        await providerSignIn(data.provider);
      }
      await done('/');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (device: Device) => {
    setFailure(null);
    setRemovingId(device.deviceId);
    try {
      const answer = await deleteDevice(device.deviceId, {
        token: data.token,
        baseUrl: config.apiBaseUrl,
      });
      sessionStore().getState().setDevices(answer.content.devices);
      setRemoved(true);
      if (data.provider === 'credentials' && held) await continueLogin();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRemovingId(null);
    }
  };

  const needsPassword = data.provider === 'credentials' && !held;
  return (
    <AuthCard title={t('devices.limitTitle')} intro={t('devices.limitIntro')}>
      {failure && <FormAlert testId="limit-error">{failure}</FormAlert>}
      {removed && (
        <FormAlert kind="success" testId="limit-removed">
          {t('devices.removedContinue')}
        </FormAlert>
      )}
      <DeviceList
        devices={devices}
        currentDeviceId={deviceIdentity().id}
        removingId={removingId}
        onRemove={(device) => void remove(device)}
      />
      {removed && needsPassword && (
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('devices.passwordAgain', { email: data.username ?? '' })}
          data-testid="limit-password"
        />
      )}
      {removed && (
        <Button
          size="large"
          fullWidth
          disabled={busy || (needsPassword && password === '')}
          onClick={() => void continueLogin(password)}
          data-testid="limit-continue"
        >
          {busy ? t('auth.signingIn') : t('devices.continueSignIn')}
        </Button>
      )}
      <Link
        to="/auth/login/"
        className="text-center text-sm font-semibold text-brand hover:underline"
      >
        {t('auth.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
