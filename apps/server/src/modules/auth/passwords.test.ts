import type { WireError } from '@touchline/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema';
import { passwordResets } from '../../db/schema-accounts';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  mailedLink,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';
import { tokenHash } from './secrets';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

/** The reset link in the newest outbox mail to `email`. */
const resetLinkFor = (email: string, dataDir = t.dataDir): Promise<URL> =>
  mailedLink(dataDir, email, '/auth/password/reset/').catch(() => {
    throw new Error(`no reset mail to ${email}`);
  });

const forgot = (email: string, address: string, host: string = hosts.touchline) =>
  call<WireError>(t, { url: '/api/user/forgot_password', body: { email }, address, host });
const reset = (token: string, password: string, host: string = hosts.touchline) =>
  call<WireError>(t, { url: '/api/user/reset_password', body: { token, password }, host });
const login = (account: { email: string; address: string }, password: string) =>
  call<WireError>(t, {
    url: '/api/user/login',
    body: {
      username: account.email,
      password,
      device_id: 'device-z',
      device_name: 'x',
      strategy: 'refresh',
    },
    address: account.address,
  });

describe('forgot and reset password', () => {
  it('mails a single-use link to the outbox; the new password works and every device is signed out', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const before = await loginAs(t, account);
    const answer = await forgot(account.email, account.address);
    expect(answer).toMatchObject({ status: 200, body: { content: { success: true } } });

    const link = await resetLinkFor(account.email);
    // No PUBLIC_URL and no tenant origin in the test config: the tenant's host on the server's port.
    expect(link.origin).toBe('http://localhost:3000');
    const token = link.searchParams.get('token')!;
    const newPassword = 'Quiet-Stand-Season-77';
    expect((await reset(token, newPassword)).status).toBe(200);
    expect((await login(account, newPassword)).status).toBe(200);
    expect((await login(account, account.password)).status).toBe(401);
    const old = await call(t, {
      method: 'GET',
      url: '/api/user/get_profile',
      token: before.tokenData.access_token,
    });
    expect(old.status).toBe(401);

    const second = await reset(token, 'Another-Quiet-Season-78');
    expect(second.status).toBe(401);
    expect(second.body.error).toBe('invalid_token');
  });

  it('refuses an expired link', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    await forgot(account.email, account.address);
    const token = (await resetLinkFor(account.email)).searchParams.get('token')!;
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, tokenHash(token)));
    expect((await reset(token, 'Quiet-Stand-Season-77')).body.error).toBe('invalid_token');
  });

  it('keeps the link usable after a refused weak password, and refuses it on another tenant', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    await forgot(account.email, account.address);
    const token = (await resetLinkFor(account.email)).searchParams.get('token')!;
    expect((await reset(token, 'password1234')).body.error).toBe('weak_password');
    expect((await reset(token, 'Quiet-Stand-Season-77', hosts.harbour)).status).toBe(401);
    expect((await reset(token, 'Quiet-Stand-Season-77')).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const known = await forgot(account.email, account.address);
    const ghost = `ghost.${Date.now()}@example.com`;
    const unknown = await forgot(ghost, account.address);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await resetLinkFor(account.email);
    await expect(resetLinkFor(ghost)).rejects.toThrow(/no reset mail/);
  });

  it('limits mails per address to 3 an hour (429 with Retry-After)', async () => {
    const account = freshAccount();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await forgot(account.email, `10.252.0.${i + 1}`));
    expect(answers.slice(0, 3).every((a) => a.status === 200)).toBe(true);
    expect(answers[3]?.status).toBe(429);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
  });

  it('names the field of bad input', async () => {
    const bad = await call<WireError>(t, {
      url: '/api/user/forgot_password',
      body: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.path).toBe('email');
    const badReset = await call<WireError>(t, {
      url: '/api/user/reset_password',
      body: { token: 'short', password: 'x' },
    });
    expect(badReset.body.fields?.map((f) => f.path).sort()).toEqual(['password', 'token']);
  });

  it.each([
    ['a port followed by userinfo', 'localhost:3000@evil.example'],
    ['a listed host on another port', 'localhost:8443'],
    ['an unknown host', 'evil.example.net'],
  ])(
    'builds the link from configuration whatever Host header a request forges (%s)',
    async (_label, host) => {
      const account = freshAccount();
      await registerAccount(t, account);
      expect((await forgot(account.email, account.address, host)).status).toBe(200);
      expect((await resetLinkFor(account.email)).origin).toBe('http://localhost:3000');
    },
  );

  it('links to the origin the tenant configures, then to PUBLIC_URL', async () => {
    const setOrigin = async (origin: string | null) => {
      await t.database.db
        .update(tenants)
        .set({
          settings:
            origin === null
              ? sql`${tenants.settings} - 'publicOrigin'`
              : sql`${tenants.settings} || ${JSON.stringify({ publicOrigin: origin })}::jsonb`,
        })
        .where(eq(tenants.id, 'tn-touchline'));
      t.app.tenants.invalidate();
    };
    const account = freshAccount();
    await registerAccount(t, account);
    await setOrigin('https://watch.touchline.example');
    try {
      await forgot(account.email, account.address, 'localhost:3000@evil.example');
      expect((await resetLinkFor(account.email)).origin).toBe('https://watch.touchline.example');
    } finally {
      await setOrigin(null);
    }
    const withUrl = await createAccountsTestApp({ PUBLIC_URL: 'https://portal.example/' });
    try {
      const other = freshAccount();
      await registerAccount(withUrl, other);
      await call(withUrl, {
        url: '/api/user/forgot_password',
        body: { email: other.email },
        address: other.address,
        host: 'localhost:3000@evil.example',
      });
      expect((await resetLinkFor(other.email, withUrl.dataDir)).origin).toBe(
        'https://portal.example',
      );
    } finally {
      await withUrl.close();
    }
  });
});

describe('POST /api/user/change_password', () => {
  it('changes the password and signs out the other devices, not this one', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const here = await loginAs(t, account, 'device-a');
    const there = await loginAs(t, account, 'device-b');
    const newPassword = 'Quiet-Stand-Season-79';
    const changed = await call(t, {
      url: '/api/user/change_password',
      token: here.tokenData.access_token,
      body: { currentPassword: account.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/user/get_profile',
          token: here.tokenData.access_token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/user/get_profile',
          token: there.tokenData.access_token,
        })
      ).status,
    ).toBe(401);
    expect((await login(account, newPassword)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and a weak new one', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const here = await loginAs(t, account);
    const wrong = await call<WireError>(t, {
      url: '/api/user/change_password',
      token: here.tokenData.access_token,
      body: { currentPassword: 'not-the-password', newPassword: 'Quiet-Stand-Season-80' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      error: 'invalid_credentials',
      message: 'currentPassword: is not correct',
    });
    const weak = await call<WireError>(t, {
      url: '/api/user/change_password',
      token: here.tokenData.access_token,
      body: { currentPassword: account.password, newPassword: 'iloveyou2024' },
    });
    expect(weak.body.error).toBe('weak_password');
  });

  it('names the field of bad input and needs a token', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const here = await loginAs(t, account);
    const same = await call<WireError>(t, {
      url: '/api/user/change_password',
      token: here.tokenData.access_token,
      body: { currentPassword: account.password, newPassword: account.password },
    });
    expect(same.status).toBe(400);
    expect(same.body.fields?.[0]?.path).toBe('newPassword');
    expect((await call(t, { url: '/api/user/change_password', body: {} })).status).toBe(401);
  });
});
