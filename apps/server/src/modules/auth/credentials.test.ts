// Sign-up: the account, its answer and what it refuses.
import type { RegisterAnswer } from '@touchline/contract/auth-answers';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from './accounts-test-kit';

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
