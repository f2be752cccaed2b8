// The lesser findings of the security review, replayed: forgot-password timing, the limited
// token after a reset, tokens missing standard claims, a sign-up that fails half-way, passwords
// built from the site's name or the email, and caching of token answers.
import type { WireError } from '@touchline/contract/errors';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/open';
import { hosts } from '../../../test/test-app';
import type { AccountsDeps } from './accounts-deps';
import { createAccounts } from './accounts';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  mailedLink,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from './accounts-test-kit';
import { forgotPassword } from './password-service';
import { loadConfig } from '../../config';

const authSecret = 'hardening-test-secret-of-at-least-32-characters';
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ AUTH_SECRET: authSecret });
});
afterAll(() => t.close());

const profileStatus = async (token: string, host: string = hosts.touchline) =>
  (await call(t, { method: 'GET', url: '/api/user/get_profile', token, host })).status;

describe('forgot password', () => {
  it('answers before the account lookup and the mail: the same path for known and unknown addresses', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const accounts = await createAccounts({
      config: loadConfig({ DATA_DIR: t.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: t.database.appDb,
      log: t.app.log,
      deviceRemoved: () => undefined,
    });
    const stalled = new Promise<never>(() => undefined);
    const queued: string[] = [];
    const deps: AccountsDeps = {
      ...accounts.deps,
      // Neither the database nor the mail server answers: the reply must need neither.
      db: new Proxy({} as Db, { get: () => () => stalled }),
      mailer: { send: () => stalled },
      later: (what) => void queued.push(what),
    };
    const tenant = await t.app.tenants.resolve('localhost');
    const caller = {
      address: account.address,
      userAgent: undefined,
      locale: 'en' as const,
      country: null,
    };
    for (const email of [account.email, `ghost.${Date.now()}@example.com`]) {
      const answer = await Promise.race([
        forgotPassword(deps, tenant!, caller, { email }),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 1_000)),
      ]);
      expect(answer).toEqual({ content: { success: true } });
    }
    expect(queued).toEqual(['reset mail', 'reset mail']);
    await accounts.close();
  });
});

describe('tokens', () => {
  it('ends the limited device token with a password reset', async () => {
    const account = freshAccount();
    await registerAccount(t, account, hosts.harbour);
    await loginAs(t, account, 'device-b', hosts.harbour);
    await loginAs(t, account, 'device-c', hosts.harbour);
    const fourth = await loginAs(t, account, 'device-d', hosts.harbour);
    expect(fourth.device_error).toBe(true);
    const limited = fourth.tokenData.access_token;
    const remove = (token: string) =>
      call(t, {
        url: '/api/user/delete_device',
        token,
        host: hosts.harbour,
        body: { deviceId: 'device-c' },
      });

    await call(t, {
      url: '/api/user/forgot_password',
      body: { email: account.email },
      address: account.address,
      host: hosts.harbour,
    });
    const link = await mailedLink(t.dataDir, account.email, '/auth/password/reset/');
    const password = 'Fresh-Floodlight-Season-42';
    const reset = await call(t, {
      url: '/api/user/reset_password',
      body: { token: link.searchParams.get('token'), password },
      host: hosts.harbour,
    });
    expect(reset.status).toBe(200);
    expect((await remove(limited)).status).toBe(401);

    // The reset ended every session, so the limit is free again; a new limited token works.
    for (const device of ['device-a', 'device-b', 'device-c'])
      await loginAs(t, { ...account, password }, device, hosts.harbour);
    const again = await loginAs(t, { ...account, password }, 'device-d', hosts.harbour);
    expect(again.device_error).toBe(true);
    expect((await remove(again.tokenData.access_token)).status).toBe(200);
  });

  it('refuses signed tokens without an end, an issue time, the issuer or the tenant as audience', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const real = (await loginAs(t, account)).tokenData.access_token;
    const claims = decodeJwt(real);
    const key = new TextEncoder().encode(authSecret);
    const forge = (omit: { exp?: true; iat?: true; iss?: true; aud?: true }) => {
      const jwt = new SignJWT({ scope: 'full', sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(String(claims.sub));
      if (!omit.iss) jwt.setIssuer(String(claims.iss));
      if (!omit.aud) jwt.setAudience(String(claims.aud));
      if (!omit.iat) jwt.setIssuedAt();
      if (!omit.exp) jwt.setExpirationTime('5m');
      return jwt.sign(key);
    };
    expect(await profileStatus(await forge({}))).toBe(200);
    for (const omit of [{ exp: true }, { iat: true }, { iss: true }, { aud: true }] as const)
      expect(await profileStatus(await forge(omit))).toBe(401);
  });

  it('answers tokens with Cache-Control: no-store', async () => {
    const account = freshAccount();
    const registered = await call(t, {
      url: '/api/user/register',
      body: registerBody(account),
      address: account.address,
    });
    const signedIn = await call<{ content: { tokenData: { refresh_token: string } } }>(t, {
      url: '/api/user/login',
      body: {
        username: account.email,
        password: account.password,
        device_id: 'device-b',
        device_name: 'x',
        strategy: 'refresh',
      },
      address: account.address,
    });
    const refreshed = await call(t, {
      url: '/api/oauth2/token',
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
        subject_token: signedIn.body.content.tokenData.refresh_token,
      },
      address: account.address,
    });
    for (const answer of [registered, signedIn, refreshed]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('sign-up', () => {
  it('leaves nothing behind when it fails half-way, so the retry succeeds', async () => {
    const account = freshAccount();
    // The device insert fails after the account row is written.
    await t.database.db.execute(sql`
      create or replace function fail_crash_device() returns trigger language plpgsql as $$
      begin
        if new.name = 'crash-me' then raise exception 'crash during sign-up'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger crash_device before insert on devices
      for each row execute function fail_crash_device()`);
    try {
      const crashed = await call(t, {
        url: '/api/user/register',
        body: { ...registerBody(account), device_name: 'crash-me' },
        address: account.address,
      });
      expect(crashed.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger crash_device on devices`);
    }
    const retry = await call(t, {
      url: '/api/user/register',
      body: registerBody(account),
      address: account.address,
    });
    expect(retry.status).toBe(200);
  });
});

describe('passwords', () => {
  const register = (password: string, host: string = hosts.touchline, prefix = 'viewer') => {
    const account = freshAccount(prefix);
    return call<WireError>(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), password },
      address: account.address,
      host,
    });
  };

  it.each([
    ['the product name', 'Touchline1', hosts.touchline],
    ['the product name with substitutions', 'T0uchl1ne!2', hosts.touchline],
    ['the tenant’s name', 'Harbour2024!', hosts.harbour],
    ['a word of the tenant’s name', 'Federation-99', hosts.harbour],
    ['the email’s domain', 'Example2024!', hosts.touchline],
  ])('refuses a password built from %s', async (_label, password, host) => {
    const { status, body } = await register(password, host);
    expect(status).toBe(400);
    expect(body.error).toBe('weak_password');
  });

  it('refuses a part of the email’s name, and accepts a password that only contains such a word', async () => {
    const refused = await register('Floodlit2024!', hosts.touchline, 'floodlit.fan');
    expect(refused.body.error).toBe('weak_password');
    expect((await register('Touchline-Terrace-Season', hosts.touchline)).status).toBe(200);
  });
});
