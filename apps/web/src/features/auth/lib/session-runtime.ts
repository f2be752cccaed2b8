// The signed-in session while the app runs (spec §4): a failed refresh signs out and sends the
// user to login; a device that lost its place (realtime message or failing device check) signs
// out with the device-not-allowed notice.
import type { QueryClient } from '@tanstack/react-query';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { isAuthenticated } from '@touchline/contract/entities/session';
import { ApiError } from '../../../lib/http/api-error';
import type { RealtimeClient } from '../../../lib/realtime/realtime-client';
import type { DeviceIdentity } from '../../../lib/session/device-identity';
import type { SessionState, SessionStore } from '../../../lib/session/session-store';
import { checkCurrentDevice } from '../api/check-current-device';
import { redirectHref } from './guards';
import { authRedirect, loginPath } from './routing-rules';
import { signOut } from './sign-out';

export interface Navigator {
  navigate(href: string): void;
}

export interface SessionRuntimeDeps {
  store: SessionStore;
  config: CustomerConfig;
  device: DeviceIdentity;
  queryClient?: QueryClient;
  check?: (device: DeviceIdentity) => ReturnType<typeof checkCurrentDevice>;
}

export const deviceNotAllowedHref = `${loginPath}?deviceNoLongerAllowedError=true`;

/** Spec §4: not when the failure is the refresh itself (that has its own redirect). */
export const isRefreshFailure = (error: unknown) =>
  error instanceof ApiError && error.code === 'refresh_token_failed';

export function createSessionRuntime(deps: SessionRuntimeDeps) {
  let navigator: Navigator | null = null;
  let endingSession = false;

  const go = (href: string) => {
    if (navigator) navigator.navigate(href);
    else window.location.assign(href);
  };

  const end = async (href: string) => {
    if (endingSession) return;
    endingSession = true;
    try {
      await signOut({ store: deps.store, queryClient: deps.queryClient }, { revoke: false });
      go(href);
    } finally {
      endingSession = false;
    }
  };

  const runtime = {
    attach(next: Navigator) {
      navigator = next;
    },
    /** The token store's failure hook: sign out without revoking, then to login. */
    onRefreshFailed() {
      const target = authRedirect(deps.config, false, { ended: true });
      void end(target ? redirectHref(target) : loginPath);
    },
    /** A realtime `remove-user-device` for some device of the user. */
    onDeviceRemoved(deviceId: string) {
      if (deviceId !== deps.device.id) {
        deps.store.getState().removeDevice(deviceId);
        return;
      }
      void end(deviceNotAllowedHref);
    },
    /**
     * The user's realtime room while signed in (spec §4 "Realtime socket"), and its
     * `remove-user-device` messages.
     */
    bindRealtime(client: Pick<RealtimeClient, 'joinUserRoom' | 'on'> | null): () => void {
      if (!client) return () => undefined;
      const stopListening = client.on('remove-user-device', ({ deviceId }) =>
        runtime.onDeviceRemoved(deviceId),
      );
      let joined: string | null = null;
      let leave: (() => void) | null = null;
      const sync = (state: SessionState) => {
        const userId = isAuthenticated(state) ? (state.user?.id ?? null) : null;
        if (userId === joined) return;
        leave?.();
        leave = userId ? client.joinUserRoom(userId) : null;
        joined = userId;
      };
      sync(deps.store.getState());
      const unsubscribe = deps.store.subscribe(sync);
      return () => {
        unsubscribe();
        stopListening();
        leave?.();
      };
    },
    /** Checks that this device may still use the account; signs out when it may not. */
    async checkDevice(): Promise<boolean> {
      if (!isAuthenticated(deps.store.getState())) return true;
      const checkedToken = deps.store.getState().token;
      // A sign-in that replaced the session during the check (sign-up's follow-up login) makes
      // the answer about the old session moot.
      const superseded = () => deps.store.getState().token !== checkedToken;
      try {
        const answer = await (deps.check ?? checkCurrentDevice)(deps.device);
        if (superseded()) return true;
        if (answer.content.enabled) {
          deps.store.getState().setDevices(answer.content.devices);
          return true;
        }
      } catch (error) {
        if (isRefreshFailure(error)) return false;
        if (superseded()) return true;
        // No answer, or a server fault, says nothing about the device: offline is not "removed".
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return true;
      }
      await end(deviceNotAllowedHref);
      return false;
    },
  };
  return runtime;
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>;
