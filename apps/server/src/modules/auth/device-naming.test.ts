// Devices told apart: browser, version and system read from the agent on the server, the place
// from the trusted country header only, last seen moved by a refresh, and a name of one's own.
import type { AuthAnswerContent } from '@touchline/contract/auth-answers';
import { tokenExchange, type RenameDeviceResponse } from '@touchline/contract/calls/auth';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginBody,
  phoneAgent,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';

let t: AccountsTestApp;
/** The country header counts only from the trusted proxy (ADR 031). */
const proxy = '10.9.9.9';
const viaProxy = (address: string, country: string) => ({
  address: proxy,
  headers: { 'x-forwarded-for': address, 'x-viewer-country': country },
});
// The service's clock runs ahead on demand, so "last seen" can be shown to move without waiting.
let ahead = 0;
beforeAll(async () => {
  t = await createAccountsTestApp(
    { TRUSTED_COUNTRY_HEADER: 'X-Viewer-Country', TRUSTED_PROXIES: proxy },
    () => new Date(Date.now() + ahead),
  );
});
afterAll(() => t.close());

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function signedIn(
  account: ReturnType<typeof freshAccount>,
  deviceId: string,
  agent: string,
  country?: string,
  host: string = hosts.touchline,
) {
  const answer = await call<AuthAnswerContent>(t, {
    url: '/api/user/login',
    body: loginBody(account, deviceId),
    address: account.address,
    agent,
    host,
    ...(country ? viaProxy(account.address, country) : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.content;
}

const rename = (token: string, body: unknown, host: string = hosts.touchline) =>
  call<RenameDeviceResponse & WireError>(t, {
    url: '/api/user/rename_device',
    token,
    body,
    host,
  });

describe('the device list', () => {
  it('names browser, version, system and place, and keeps the place when no header comes', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    await signedIn(account, 'phone-1', phoneAgent, 'no');
    const answer = await signedIn(account, 'pc-1', firefoxOnWindows);
    const phone = answer.devices.find((d) => d.deviceId === 'phone-1');
    const pc = answer.devices.find((d) => d.deviceId === 'pc-1');
    expect(phone).toMatchObject({
      browserName: 'Mobile Safari',
      browserVersion: '17',
      osName: 'iOS',
      deviceType: 'mobile',
      country: 'NO',
      customName: null,
      isCurrent: false,
    });
    expect(pc).toMatchObject({
      browserName: 'Firefox',
      browserVersion: '132',
      osName: 'Windows',
      deviceType: 'desktop',
      country: null,
      isCurrent: true,
    });

    // The same phone again with an anonymiser's code, or with a header no proxy set, keeps its place.
    const again = await signedIn(account, 'phone-1', phoneAgent, 'XX');
    expect(again.devices.find((d) => d.deviceId === 'phone-1')?.country).toBe('NO');
    const forged = await call<AuthAnswerContent>(t, {
      url: '/api/user/login',
      body: loginBody(account, 'phone-1'),
      address: account.address,
      agent: phoneAgent,
      headers: { 'x-viewer-country': 'SE' },
    });
    expect(forged.body.content.devices.find((d) => d.deviceId === 'phone-1')?.country).toBe('NO');
  });

  it('moves last seen and the place on a token refresh', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const first = await signedIn(account, 'pc-2', firefoxOnWindows);
    const before = first.devices.find((d) => d.deviceId === 'pc-2');
    ahead = 60_000;
    const refreshed = await call(t, {
      url: '/api/oauth2/token',
      ...viaProxy(account.address, 'SE'),
      body: {
        grant_type: tokenExchange.grantType,
        subject_token_type: tokenExchange.refreshToken,
        subject_token: first.tokenData.refresh_token,
      },
    });
    ahead = 0;
    expect(refreshed.status).toBe(200);
    const listed = await call<RenameDeviceResponse>(t, {
      url: '/api/user/check_current_device',
      token: first.tokenData.access_token,
      body: { device_id: 'pc-2', device_name: 'Browser', register_new: 'no_register' },
    });
    const after = listed.body.content.devices.find((d) => d.deviceId === 'pc-2');
    expect(after?.country).toBe('SE');
    expect(Date.parse(after?.updatedAt ?? '')).toBeGreaterThan(Date.parse(before?.updatedAt ?? ''));
    expect(after?.addedAt).toBe(before?.addedAt);
  });
});

describe('renaming a device', () => {
  it('names one of the user’s own devices, and an empty name clears it', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    await signedIn(account, 'phone-3', phoneAgent);
    const pc = await signedIn(account, 'pc-3', firefoxOnWindows);
    const token = pc.tokenData.access_token;

    const named = await rename(token, { deviceId: 'phone-3', name: '  Kitchen iPhone ' });
    expect(named.status).toBe(200);
    expect(named.body.content.devices.find((d) => d.deviceId === 'phone-3')?.customName).toBe(
      'Kitchen iPhone',
    );
    // The name survives the next sign-in from that device (which sends its own name).
    const again = await signedIn(account, 'phone-3', phoneAgent);
    expect(again.devices.find((d) => d.deviceId === 'phone-3')?.customName).toBe('Kitchen iPhone');

    const cleared = await rename(token, { deviceId: 'phone-3', name: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.content.devices.find((d) => d.deviceId === 'phone-3')?.customName).toBe(
      null,
    );
  });

  it('refuses bad input', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const pc = await signedIn(account, 'pc-4', firefoxOnWindows);
    const token = pc.tokenData.access_token;
    for (const body of [
      {},
      { deviceId: 'pc-4' },
      { deviceId: 'pc-4', name: 'x'.repeat(61) },
      { deviceId: 'pc-4', name: 42 },
      { deviceId: '', name: 'Desk' },
      { deviceId: 'pc-4', name: 'Desk', userId: 'someone-else' },
    ]) {
      const answer = await rename(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    expect((await rename('', { deviceId: 'pc-4', name: 'Desk' })).status).toBe(401);
  });

  it('cannot name another user’s device, nor one in another tenant', async () => {
    const owner = freshAccount();
    await registerAccount(t, owner);
    const ownerPc = await signedIn(owner, 'shared-id', firefoxOnWindows);
    const ownerRowId = ownerPc.devices.find((d) => d.deviceId === 'shared-id')?.id;

    const intruder = freshAccount();
    await registerAccount(t, intruder);
    const intruderPc = await signedIn(intruder, 'intruder-pc', firefoxOnWindows);
    for (const deviceId of ['shared-id', ownerRowId]) {
      const answer = await rename(intruderPc.tokenData.access_token, { deviceId, name: 'Mine' });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('not_found');
    }

    // The owner's token on another tenant's host is refused outright.
    const elsewhere = await rename(
      ownerPc.tokenData.access_token,
      { deviceId: 'shared-id', name: 'Mine' },
      hosts.harbour,
    );
    expect(elsewhere.status).toBe(401);

    const mine = await call<RenameDeviceResponse>(t, {
      url: '/api/user/check_current_device',
      token: ownerPc.tokenData.access_token,
      body: { device_id: 'shared-id', device_name: 'Browser', register_new: 'no_register' },
    });
    expect(mine.body.content.devices.every((d) => d.customName === null)).toBe(true);
  });
});
