// Where a successful sign-in leads, and the detour a device-limit failure takes (spec §4).
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DeviceLimitError } from './auth-errors';
import { encodeLimitData, holdCredentials, type LimitData } from './limit-data';
import { safeRedirectPath } from './routing-rules';
import type { Credentials } from './sign-in';

export const limitHref = (data: LimitData) => `/auth/login/limit/?data=${encodeLimitData(data)}`;

export function useAfterSignIn() {
  const navigate = useNavigate();
  const done = useCallback(
    (redirect?: unknown) => navigate({ href: safeRedirectPath(redirect), replace: true }),
    [navigate],
  );
  /** True when the failure was the device limit and the user was sent to the limit screen. */
  const toLimitScreen = useCallback(
    (error: unknown, from: { provider: LimitData['provider']; credentials?: Credentials }) => {
      if (!(error instanceof DeviceLimitError)) return false;
      const data: LimitData = { token: error.limitedToken, provider: from.provider };
      if (from.credentials) {
        data.username = from.credentials.username;
        data.ref = holdCredentials(from.credentials);
      }
      void navigate({ href: limitHref(data) });
      return true;
    },
    [navigate],
  );
  return { done, toLimitScreen };
}
