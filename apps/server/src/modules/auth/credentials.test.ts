import type { AuthAnswerContent, RegisterAnswer } from '@touchline/contract/auth-answers';
import type { WireError } from '@touchline/contract/errors';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginBody,
  phoneAgent,
  registerAccount,
  registerBody,
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

describe('POST /api/user/register', () => {
  it('creates the account and answers the profile with tokens', async () => {
    const account = freshAccount();
    const { status, body } = await call<RegisterAnswer>(t, {
      url: '/api/user/register',
      body: {
        ...registerBody(account),
        email: ` ${account.email.toUpperCase()} `,
        countryName: 'Ireland',
      },
      address: account.address,
    });
    expect(status).toBe(200);
    expect(body.content.profile).toMatchObject({
      email: account.email,
      fullName: 'Ana Viewer',
      countryName: 'Ireland',
      canCreateGlobalTag: false,
      favoriteClubId: null,
      options: {},
    });
    expect(body.content.tokenData.expires_in).toBe(900);
    expect(body.content.tokenData.refresh_token).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('refuses a taken email with 409 email_taken', async () => {
    const account = freshAccount();
    await registerAccount(t, account);
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/register',
      body: registerBody(account),
      address: account.address,
    });
    expect(status).toBe(409);
    expect(body.error).toBe('email_taken');
  });

  it('names the field of bad input', async () => {
    const account = freshAccount();
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), password: 'short', email: 'not-an-email' },
      address: account.address,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.fields?.map((f) => f.path).sort()).toEqual(['email', 'password']);
  });

  it.each([
    ['a listed password', 'football'.padEnd(8, '1')],
    ['a decorated listed password', 'Password123!'],
    ['a keyboard run', 'qwertyuiop'],
    ['the email name', 'anaviewer-2024'],
    ['one repeated character', 'aaaaaaaaaaaa'],
  ])('refuses %s as weak_password', async (_label, password) => {
    const account = freshAccount('anaviewer');
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), email: `anaviewer@n${Date.now()}.example.com`, password },
      address: account.address,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('weak_password');
    expect(body.message).toMatch(/^password: /);
  });
});

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
    const account = freshAccount();
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), password: 'short', email: 'not-an-email' },
      address: account.address,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.fields?.map((f) => f.path).sort()).toEqual(['email', 'password']);
  });

  it.each([
    ['a listed password', 'football'.padEnd(8, '1')],
    ['a decorated listed password', 'Password123!'],
    ['a keyboard run', 'qwertyuiop'],
    ['the email name', 'anaviewer-2024'],
    ['one repeated character', 'aaaaaaaaaaaa'],
  ])('refuses %s as weak_password', async (_label, password) => {
    const account = freshAccount('anaviewer');
    const { status, body } = await call<WireError>(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), email: `anaviewer@n${Date.now()}.example.com`, password },
      address: account.address,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('weak_password');
    expect(body.message).toMatch(/^password: /);
  });
});
