import type { AuthAnswerContent } from '@touchline/contract/auth-answers';
import type {
  CheckCurrentDeviceResponse,
  DeleteDeviceResponse,
} from '@touchline/contract/calls/auth';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../../db/schema-accounts';
import { tenants } from '../../db/schema';
import { ask, connectClient, nextMessage } from '../../realtime/test-clients';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  loginBody,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';

let t: AccountsTestApp;
let address: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  // The harbour demo tenant allows 3 devices; this file's tests assume it.
  const [harbour] = await t.database.db.select().from(tenants).where(eq(tenants.id, 'tn-harbour'));
  expect(harbour?.settings.deviceLimit).toBe(3);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const limitOfThree: string = hosts.harbour;

async function accountOnHarbour() {
  const account = freshAccount();
  await registerAccount(t, account, limitOfThree);
  return account;
}

const check = (token: string, deviceId: string, host = limitOfThree) =>
  call<CheckCurrentDeviceResponse & WireError>(t, {
    url: '/api/user/check_current_device',
    token,
    host,
    body: { device_id: deviceId, device_name: 'Browser', register_new: 'no_register' },
  });
const remove = (token: string, deviceId: string, host = limitOfThree) =>
  call<DeleteDeviceResponse & WireError>(t, {
    url: '/api/user/delete_device',
    token,
    host,
    body: { deviceId },
  });

describe('the device limit', () => {
  it('answers device_error with the list and a 10-minute limited token past the limit', async () => {
    const account = await accountOnHarbour();
    await loginAs(t, account, 'device-b', limitOfThree);
    await loginAs(t, account, 'device-c', limitOfThree);
    const fourth = await loginAs(t, account, 'device-d', limitOfThree);
    expect(fourth.device_error).toBe(true);
    expect(fourth.devices.map((d) => d.deviceId).sort()).toEqual([
      'device-a',
      'device-b',
      'device-c',
    ]);
    expect(fourth.devices.every((d) => !d.isCurrent)).toBe(true);
    expect(fourth.tokenData).toMatchObject({ expires_in: 600, refresh_token: null });

    const limited = fourth.tokenData.access_token;
    // The limited token may list and delete devices, and nothing else.
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/user/get_profile',
          token: limited,
          host: limitOfThree,
        })
      ).status,
    ).toBe(403);
    const listed = await check(limited, 'device-d');
    expect(listed.status).toBe(200);
    expect(listed.body.content.enabled).toBe(false);
    const removed = await remove(limited, 'device-b');
    expect(removed.status).toBe(200);
    expect(removed.body.content.devices.map((d) => d.deviceId).sort()).toEqual([
      'device-a',
      'device-c',
    ]);

    // Then the login it came from goes through.
    const again = await loginAs(t, account, 'device-d', limitOfThree);
    expect(again.device_error).toBe(false);
    expect(again.devices.find((d) => d.isCurrent)?.deviceId).toBe('device-d');
  });

  it('lets a known device sign in again at the limit', async () => {
    const account = await accountOnHarbour();
    await loginAs(t, account, 'device-b', limitOfThree);
    await loginAs(t, account, 'device-c', limitOfThree);
    const again = await loginAs(t, account, 'device-b', limitOfThree);
    expect(again.device_error).toBe(false);
    expect(again.devices).toHaveLength(3);
  });

  it('is never exceeded by 20 parallel logins from new devices', async () => {
    const account = await accountOnHarbour();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<AuthAnswerContent>(t, {
          url: '/api/user/login',
          body: loginBody(account, `parallel-${i}`),
          address: account.address,
          host: limitOfThree,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const admitted = answers.filter((a) => !a.body.content.device_error);
    // device-a from sign-up holds one place: two of the twenty get in.
    expect(admitted).toHaveLength(2);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 'tn-harbour'), eq(users.email, account.email)));
    const stored = await t.database.db
      .select()
      .from(devices)
      .where(and(eq(devices.tenantId, 'tn-harbour'), eq(devices.userId, user!.id)));
    expect(stored).toHaveLength(3);
  });
});

describe('POST /api/user/check_current_device', () => {
  it('answers enabled with the list and the current device marked', async () => {
    const account = await accountOnHarbour();
    const b = await loginAs(t, account, 'device-b', limitOfThree);
    const { status, body } = await check(b.tokenData.access_token, 'device-b');
    expect(status).toBe(200);
    expect(body.content.enabled).toBe(true);
    expect(body.content.devices.find((d) => d.isCurrent)?.deviceId).toBe('device-b');
  });

  it('names the field of bad input and needs a token', async () => {
    const account = await accountOnHarbour();
    const b = await loginAs(t, account, 'device-b', limitOfThree);
    const bad = await call<WireError>(t, {
      url: '/api/user/check_current_device',
      token: b.tokenData.access_token,
      host: limitOfThree,
      body: { device_id: 'device-b', device_name: 'Browser', register_new: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.path).toBe('register_new');
    expect(
      (await call(t, { url: '/api/user/check_current_device', host: limitOfThree, body: {} }))
        .status,
    ).toBe(401);
  });
});

describe('POST /api/user/delete_device', () => {
  it('ends the removed device at once and tells its room remove-user-device', async () => {
    const account = await accountOnHarbour();
    const a = await loginAs(t, account, 'device-a', limitOfThree);
    const b = await loginAs(t, account, 'device-b', limitOfThree);
    const socket = await connectClient(address, {
      host: limitOfThree,
      auth: { token: b.tokenData.access_token },
    });
    try {
      expect(await ask(socket, 'join-user-room', { userId: b.profile.id })).toEqual({ ok: true });
      const message = nextMessage(socket, 'remove-user-device');
      const removed = await remove(a.tokenData.access_token, 'device-b');
      expect(removed.status).toBe(200);
      expect(removed.body.content.devices.map((d) => [d.deviceId, d.isCurrent])).toEqual([
        ['device-a', true],
      ]);
      expect(await message).toEqual({ deviceId: 'device-b' });
    } finally {
      socket.disconnect();
    }
    // The removed device still learns why: enabled false, not an expired session.
    const afterwards = await check(b.tokenData.access_token, 'device-b');
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.content).toEqual({ devices: [], enabled: false });
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/user/get_profile',
          token: b.tokenData.access_token,
          host: limitOfThree,
        })
      ).status,
    ).toBe(401);
    const refreshed = await call(t, {
      url: '/api/oauth2/token',
      host: limitOfThree,
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
        subject_token: b.tokenData.refresh_token,
      },
    });
    expect(refreshed.status).toBe(401);
  });

  it("answers 404 for another user's or another tenant's device", async () => {
    const one = await accountOnHarbour();
    const other = await accountOnHarbour();
    const mine = await loginAs(t, one, 'device-a', limitOfThree);
    await loginAs(t, other, 'their-device', limitOfThree);
    expect((await remove(mine.tokenData.access_token, 'their-device')).status).toBe(404);
    expect((await remove(mine.tokenData.access_token, 'device-a', hosts.touchline)).status).toBe(
      401,
    );
  });

  it('names the field of bad input', async () => {
    const account = await accountOnHarbour();
    const a = await loginAs(t, account, 'device-a', limitOfThree);
    const bad = await remove(a.tokenData.access_token, 'not an id!');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.path).toBe('deviceId');
  });
});
