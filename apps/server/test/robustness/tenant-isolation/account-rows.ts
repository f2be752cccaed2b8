// Isolation rows of the viewers' accounts: B's users and B's host cannot reach (or name) A's
// user's devices, credentials, session or A's identities, and leave A's devices as they were.
import {
  checkCurrentDeviceCall,
  deleteDeviceCall,
  loginCall,
  registerCall,
  renameDeviceCall,
  tokenExchange,
  tokenExchangeCall,
} from '@touchline/contract/calls/auth';
import { updateProfileCall } from '@touchline/contract/calls/user';
import { expect } from 'vitest';
import { freshAccount, loginBody, registerBody } from '../../../src/modules/auth/accounts-test-kit';
import { callKey } from '../contract-calls';
import { A, devicesOfA, fx, send } from './tenant-fixture';
import { post, type RowsByCall } from './tenant-row';

export const accountRows: RowsByCall = {
  [callKey(deleteDeviceCall)]: [
    {
      name: "B's user removes A's user's device",
      request: (id) =>
        post('/api/user/delete_device', { deviceId: id }, { token: fx().viewerB.token }),
      target: () => fx().viewerA.deviceId,
      status: [404],
      check: 'same',
      leaks: () => [fx().viewerA.deviceName],
      after: async () =>
        expect((await devicesOfA()).map((d) => d.device_id)).toContain(fx().viewerA.deviceId),
    },
  ],
  [callKey(renameDeviceCall)]: [
    {
      name: "B's user names A's user's device",
      request: (id) =>
        post(
          '/api/user/rename_device',
          { deviceId: id, name: 'Taken over' },
          { token: fx().viewerB.token },
        ),
      target: () => fx().viewerA.deviceId,
      status: [404],
      check: 'same',
      leaks: () => [fx().viewerA.deviceName],
      after: async () => expect(await devicesOfA()).toEqual(fx().viewerA.devices),
    },
  ],
  [callKey(checkCurrentDeviceCall)]: [
    {
      name: "B's user claims A's device as its current one",
      request: (id) =>
        post(
          '/api/user/check_current_device',
          { device_id: id, device_name: 'Intruder', register_new: 'no_register' },
          { token: fx().viewerB.token },
        ),
      target: () => fx().viewerA.deviceId,
      status: [200],
      check: 'leaks',
      leaks: () => [fx().viewerA.deviceName, fx().viewerA.deviceId],
    },
  ],
  [callKey(loginCall)]: [
    {
      name: "A's user's credentials and device on B",
      request: (id) => post('/api/user/login', loginBody(fx().viewerA.account, id)),
      target: () => fx().viewerA.deviceId,
      status: [401],
      check: 'same',
      leaks: () => [fx().viewerA.deviceName],
      after: async () => expect(await devicesOfA()).toEqual(fx().viewerA.devices),
    },
  ],
  [callKey(registerCall)]: [
    {
      name: "a B account registered with A's device id",
      request: (id) => post('/api/user/register', registerBody(freshAccount('b-twin'), id)),
      target: () => fx().viewerA.deviceId,
      status: [200],
      check: 'leaks',
      leaks: () => [fx().viewerA.deviceName],
      after: async () => expect(await devicesOfA()).toEqual(fx().viewerA.devices),
    },
  ],
  [callKey(tokenExchangeCall)]: [
    {
      name: "A's refresh token presented on B",
      request: (token) =>
        post('/api/oauth2/token', {
          grant_type: tokenExchange.grantType,
          subject_token_type: tokenExchange.refreshToken,
          subject_token: token,
        }),
      target: () => fx().viewerA.refresh,
      status: [401],
      check: 'same',
      leaks: () => [fx().viewerA.deviceName],
      // Refused without touching A's session: A's refresh token still rotates on A.
      after: async () => {
        const refreshed = await send({
          ...post('/api/oauth2/token', {
            grant_type: tokenExchange.grantType,
            subject_token_type: tokenExchange.refreshToken,
            subject_token: fx().viewerA.refresh,
          }),
          host: A.host,
        });
        expect(refreshed.status).toBe(200);
      },
    },
  ],
  [callKey(updateProfileCall)]: [
    {
      name: "B's user picks A's team as its identity",
      request: (id) =>
        post(
          '/api/user/update_profile',
          { data: { identity: id, identityItem: id } },
          { token: fx().viewerB.token },
        ),
      target: () => fx().identity.id,
      status: [200, 400, 404],
      check: 'same',
      leaks: () => [fx().identity.title],
    },
  ],
};
