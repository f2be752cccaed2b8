// Sign-in answers and the limits on guessing (per account and address pair, per address).
import type { AuthAnswerContent } from '@touchline/contract/auth-answers';
import type { WireError } from '@touchline/contract/errors';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  loginBody,
  phoneAgent,
  registerAccount,
  type AccountsTestApp,
} from './accounts-test-kit';

// The real argon2, watched: how many verifications a sign-in costs, known account or not.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/login', () => {
  it('answers form one with the profile, devices and tokens', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const { status, body } = await call<AuthAnswerContent>(t, {
      url: '/api/user/login',
      body: loginBody(account, 'phone-1'),
      address: account.address,
      agent: phoneAgent,
    });
    expect(status).toBe(200);
    const { content } = body;
    expect(content.device_error).toBe(false);
    expect(content.profile.email).toBe(account.email);
    expect(content.tokenData.expires_in).toBe(900);
    expect(content.tokenData.refresh_token).toEqual(expect.any(String));
    const phone = content.devices.find((d) => d.deviceId === 'phone-1');
    expect(phone).toMatchObject({ deviceType: 'mobile', osName: 'iOS', isCurrent: true });
    // The sign-up device is listed too, not current.
    expect(content.devices.find((d) => d.deviceId === 'device-a')?.isCurrent).toBe(false);
  });

  it('answers the same status and body for a wrong password and an unknown account', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const wrong = await call<WireError>(t, {
      url: '/api/user/login',
      body: { ...loginBody(account), password: 'not-the-password' },
      address: account.address,
    });
    const unknown = await call<WireError>(t, {
      url: '/api/user/login',
      body: {
        ...loginBody(account),
        username: `nobody.${Date.now()}@example.com`,
        password: 'not-the-password',
      },
      address: account.address,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({
      error: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });

  it('costs one argon2 verification for unknown and known accounts alike', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const verifications = async (username: string) => {
      vi.mocked(verify).mockClear();
      const { status } = await call(t, {
        url: '/api/user/login',
        body: { ...loginBody(account), username, password: 'not-the-password' },
        address: freshAccount().address,
      });
      expect(status).toBe(401);
      return vi.mocked(verify).mock.calls.length;
    };
    // Without the dummy hash an unknown account would answer without any verification, and
    // its faster answer would tell that no account has this address.
    expect(await verifications(account.email)).toBe(1);
    expect(await verifications(`ghost.${Date.now()}@example.com`)).toBe(1);
  });

  it('names the field of bad input', async () => {
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/login',
      body: { username: 'ana@example.com', password: 'x', strategy: 'refresh' },
    });
    expect(status).toBe(400);
    expect(body.fields?.map((f) => f.path).sort()).toEqual(['device_id', 'device_name']);
  });

  it('does not know an account of another tenant', async () => {
    const account = freshAccount();
    await registerAccount(t, account, hosts.touchline);
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/login',
      body: loginBody(account),
      address: account.address,
      host: hosts.harbour,
    });
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_credentials');
  });

  it('lets the same email register separately on another tenant', async () => {
    const account = freshAccount();
    await registerAccount(t, account, hosts.touchline);
    await registerAccount(t, account, hosts.harbour);
    const onHarbour = await loginAs(t, account, 'device-a', hosts.harbour);
    expect(onHarbour.devices).toHaveLength(1);
  });
});

describe('sign-in rate limits', () => {
  const wrongLogin = (account: { email: string; password: string }, address: string, i = 0) =>
    call<WireError>(t, {
      url: '/api/user/login',
      body: { ...loginBody(account), password: `wrong-${i}-password` },
      address,
    });

  it('lets the owner sign in from their address while another address hammers the account', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const attacker = '10.250.1.1';
    for (let i = 0; i < 12; i += 1) await wrongLogin(account, attacker, i);
    expect((await loginAs(t, account)).tokenData.access_token).toBeTruthy();
    // Other addresses are not held either.
    expect(
      (await call(t, { url: '/api/user/login', body: loginBody(account), address: '10.250.3.1' }))
        .status,
    ).toBe(200);
  });

  it('answers 429 with Retry-After to the address after 10 failures for one account, even with the right password', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const attacker = '10.250.2.1';
    for (let i = 0; i < 10; i += 1)
      expect((await wrongLogin(account, attacker, i)).status).toBe(401);
    const blocked = await call<WireError>(t, {
      url: '/api/user/login',
      body: loginBody(account),
      address: attacker,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // That address can still try another account (the per-address limit is higher).
    const other = freshAccount();
    await registerAccount(t, other);
    expect(
      (await call(t, { url: '/api/user/login', body: loginBody(other), address: attacker })).status,
    ).toBe(200);
  });

  it('limits one address to 50 sign-in attempts, whichever accounts they name', async () => {
    const address = '10.251.0.1';
    const answers = [];
    for (let i = 0; i < 51; i += 1) {
      answers.push(
        await call(t, {
          url: '/api/user/login',
          body: { ...loginBody(freshAccount()), username: `spray${i}.${Date.now()}@example.com` },
          address,
        }),
      );
    }
    expect(answers.slice(0, 50).every((a) => a.status === 401)).toBe(true);
    expect(answers[50]?.status).toBe(429);
    expect(answers[50]?.headers['retry-after']).toBeDefined();
  });

  it('clears the pair count after a successful sign-in', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    for (let i = 0; i < 9; i += 1)
      await call(t, {
        url: '/api/user/login',
        body: { ...loginBody(account), password: 'wrong-password-x' },
        address: account.address,
      });
    await loginAs(t, account);
    for (let i = 0; i < 9; i += 1)
      await call(t, {
        url: '/api/user/login',
        body: { ...loginBody(account), password: 'wrong-password-y' },
        address: account.address,
      });
    await loginAs(t, account);
  });
});
