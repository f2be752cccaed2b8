// grant-platform-admin and revoke-platform-admin (ADR 064): the operator command's direct path on
// the database is the only way to the grant, and the platform API follows it at once. A tenant
// operator's own role change cannot reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../modules/auth/accounts-test-kit';
import { changePlatformAdmin, changeRole } from './operator-direct';

let t: AccountsTestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const listTenants = (token: string, host: string = hosts.touchline) =>
  call(t, { method: 'GET', url: '/api/platform/tenants', token, host });

describe('npm run operator -- grant-platform-admin / revoke-platform-admin', () => {
  it('lets the account list tenants with the same token at once, and takes it back', async () => {
    const account = freshAccount('platform');
    await registerAccount(t, account);
    const token = (await loginAs(t, account)).tokenData.access_token;
    expect((await listTenants(token)).status).toBe(403);
    // Being the tenant's operator is not enough.
    await changeRole(t.database.db, {
      name: 'grant-role',
      tenant: 'touchline',
      email: account.email,
    });
    expect((await listTenants(token)).status).toBe(403);

    const granted = await changePlatformAdmin(t.database.db, {
      name: 'grant-platform-admin',
      tenant: 'touchline',
      email: account.email,
    });
    expect(granted).toBe(`${account.email} of touchline is now a platform admin`);
    expect((await listTenants(token)).status).toBe(200);

    await changePlatformAdmin(t.database.db, {
      name: 'revoke-platform-admin',
      tenant: 'touchline',
      email: account.email,
    });
    expect((await listTenants(token)).status).toBe(403);
  });

  it('grants only within the named tenant', async () => {
    const account = freshAccount('platform');
    await registerAccount(t, account);
    await expect(
      changePlatformAdmin(t.database.db, {
        name: 'grant-platform-admin',
        tenant: 'harbour',
        email: account.email,
      }),
    ).rejects.toThrow(`tenant "harbour" has no account "${account.email}"`);
  });
});
