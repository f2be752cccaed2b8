// The dependencies of the sign-in functions, from the app's config and session.
import { useMemo } from 'react';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { deviceIdentity } from '../../../lib/session/device-identity';
import { sessionStore } from '../../../lib/session/session-store';
import type { SignInDeps } from './sign-in';

export function useSignInDeps(): SignInDeps {
  const config = useCustomerConfig();
  return useMemo(
    () => ({ store: sessionStore(), device: deviceIdentity(), appVersion: config.appVersion }),
    [config.appVersion],
  );
}
