import { describe, expect, it, vi } from 'vitest';
import { ApiError, expiredSessionError } from '../../../lib/http/api-error';
import { createSessionStore } from '../../../lib/session/session-store';
import { sampleDevice, sampleUser } from '../../../test/auth-fixtures';
import { sampleConfig } from '../../../test/fixtures';
import { createSessionRuntime, deviceNotAllowedHref } from './session-runtime';

const setup = (check?: () => Promise<never> | ReturnType<typeof Promise.resolve>) => {
  const store = createSessionStore(null);
  store.getState().signIn({
    user: sampleUser(),
    tokenData: { token: 'a', tokenExpirationTime: 900, tokenUpdateTime: 1, refreshToken: 'r' },
    devices: [sampleDevice({ deviceId: 'device-a' }), sampleDevice({ deviceId: 'device-b' })],
  });
  const navigate = vi.fn<(href: string) => void>();
  const runtime = createSessionRuntime({
    store,
    config: sampleConfig(),
    device: { id: 'device-a', name: 'Chrome on Linux' },
    check: check as never,
  });
  runtime.attach({ navigate });
  return { store, navigate, runtime };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session runtime', () => {
  it('signs out and shows the device-not-allowed login when this device was removed', async () => {
    const { store, navigate, runtime } = setup();
    runtime.onDeviceRemoved('device-a');
    await settle();
    expect(store.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true');
  });

  it('only drops another device from the list when that one was removed', async () => {
    const { store, navigate, runtime } = setup();
    runtime.onDeviceRemoved('device-b');
    await settle();
    expect(store.getState().token).toBe('a');
    expect(store.getState().devices.map((d) => d.deviceId)).toEqual(['device-a']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out when the device check answers enabled: false or fails', async () => {
    for (const check of [
      () => Promise.resolve({ content: { enabled: false, devices: [] } }),
      () => Promise.reject(new ApiError({ status: 403, code: 'device_not_allowed' })),
    ]) {
      const { store, navigate, runtime } = setup(check);
      expect(await runtime.checkDevice()).toBe(false);
      expect(store.getState().user).toBeNull();
      expect(navigate).toHaveBeenCalledWith(deviceNotAllowedHref);
    }
  });

  it('ignores a check of a session that a new sign-in replaced meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store, navigate, runtime } = setup(() => new Promise((done) => (answer = done)));
    const checked = runtime.checkDevice();
    store.getState().signIn({
      user: sampleUser(),
      tokenData: { token: 'b', tokenExpirationTime: 900, tokenUpdateTime: 2, refreshToken: 's' },
      devices: [sampleDevice({ deviceId: 'device-a' })],
    });
    answer({ content: { enabled: false, devices: [] } });
    expect(await checked).toBe(true);
    expect(store.getState().token).toBe('b');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a failed refresh to its own redirect, and keeps the session when offline', async () => {
    const refresh = setup(() => Promise.reject(expiredSessionError()));
    expect(await refresh.runtime.checkDevice()).toBe(false);
    expect(refresh.navigate).not.toHaveBeenCalled();
    const offline = setup(() =>
      Promise.reject(new ApiError({ status: 0, code: 'default_error_message' })),
    );
    expect(await offline.runtime.checkDevice()).toBe(true);
    expect(offline.store.getState().token).toBe('a');
  });

  it('stores the fresh device list when the device is still enabled', async () => {
    const devices = [sampleDevice({ deviceId: 'device-a', isCurrent: true })];
    const { store, runtime } = setup(() =>
      Promise.resolve({ content: { enabled: true, devices } }),
    );
    expect(await runtime.checkDevice()).toBe(true);
    expect(store.getState().devices).toEqual(devices);
  });

  it('a failed refresh signs out without revoking and goes to login with sessionExpired', async () => {
    const { store, navigate, runtime } = setup();
    runtime.onRefreshFailed();
    await settle();
    expect(store.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login/?sessionExpired=true');
  });

  it('joins the user room while signed in and acts on remove-user-device', async () => {
    const { store, navigate, runtime } = setup();
    const leave = vi.fn();
    let deliver: ((message: { deviceId: string }) => void) | null = null;
    const client = {
      joinUserRoom: vi.fn(() => leave),
      on: vi.fn((_name: string, listener: (message: { deviceId: string }) => void) => {
        deliver = listener;
        return () => undefined;
      }),
    };
    runtime.bindRealtime(client as never);
    expect(client.joinUserRoom).toHaveBeenCalledWith('user-1');
    expect(client.on).toHaveBeenCalledWith('remove-user-device', expect.any(Function));
    deliver!({ deviceId: 'device-a' });
    await settle();
    expect(store.getState().token).toBeNull();
    expect(leave).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith(deviceNotAllowedHref);
  });
});
