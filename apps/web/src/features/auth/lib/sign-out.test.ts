import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { onSessionChange } from '../../../lib/session/session-events';
import { createSessionStore } from '../../../lib/session/session-store';
import { sampleDevice, sampleUser } from '../../../test/auth-fixtures';
import { signOut } from './sign-out';

const signedInStore = () => {
  const store = createSessionStore(null);
  store.getState().signIn({
    user: sampleUser(),
    tokenData: { token: 'a', tokenExpirationTime: 900, tokenUpdateTime: 1, refreshToken: 'r' },
    devices: [sampleDevice()],
  });
  store.setState({ creditCardToken: 'card', ppvTickets: [{}], selected: { x: 1 } });
  return store;
};

describe('sign out', () => {
  it('revokes on the server first, then clears the session and resets the analytics identity', async () => {
    const store = signedInStore();
    const order: string[] = [];
    const revokeOnServer = vi.fn(() => {
      order.push(`revoke with token ${store.getState().token}`);
      return Promise.resolve();
    });
    const stop = onSessionChange({ signedOut: () => order.push('signed out') });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'profile'], sampleUser());
    await signOut({ store, queryClient, revokeOnServer });
    stop();
    expect(order).toEqual(['revoke with token a', 'signed out']);
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      userTokenData: null,
      devices: [],
      followed: {},
      selected: {},
      creditCard: null,
      creditCardToken: null,
      ppvTickets: [],
    });
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
  });

  it('lets signingOut listeners act before the revoke, as the viewer only when it revokes', async () => {
    for (const revoke of [true, false]) {
      const store = signedInStore();
      const order: string[] = [];
      const stop = onSessionChange({
        signingOut: async (asViewer) => {
          await Promise.resolve();
          order.push(`forget as viewer ${asViewer} with token ${store.getState().token}`);
        },
      });
      await signOut(
        { store, revokeOnServer: () => Promise.resolve(order.push('revoke')) },
        { revoke },
      );
      stop();
      expect(order).toEqual(
        revoke
          ? ['forget as viewer true with token a', 'revoke']
          : ['forget as viewer false with token a'],
      );
      expect(store.getState().token).toBeNull();
    }
  });

  it('does not wait on a signingOut listener that hangs past the limit, nor on one that fails', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = signedInStore();
    const stops = [
      onSessionChange({ signingOut: () => new Promise<void>(() => undefined) }),
      onSessionChange({ signingOut: () => Promise.reject(new Error('push service down')) }),
    ];
    const done = signOut({ store, revokeOnServer: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    stops.forEach((stop) => stop());
    expect(store.getState().user).toBeNull();
    expect(errors).toHaveBeenCalledWith('session listener signingOut failed', expect.any(Error));
    errors.mockRestore();
    vi.useRealTimers();
  });

  it('does not revoke when told not to (failed refresh, removed device)', async () => {
    const store = signedInStore();
    const revokeOnServer = vi.fn(() => Promise.resolve());
    await signOut({ store, revokeOnServer }, { revoke: false });
    expect(revokeOnServer).not.toHaveBeenCalled();
    expect(store.getState().token).toBeNull();
  });

  it('still clears the session when the server cannot be reached', async () => {
    const store = signedInStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signOut({ store, revokeOnServer: () => Promise.reject(new Error('offline')) });
    expect(store.getState().user).toBeNull();
    warn.mockRestore();
  });
});
