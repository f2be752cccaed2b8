// grant-role and revoke-role: the operator command's direct path on the database, and the admin
// API following the change at once.
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
import { changeRole, CommandError } from './operator-direct';

let t: AccountsTestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const liveEventId = async () => {
  const answer = await call<{ content: { entries: { id: string }[] } }>(t, {
    url: '/api/event/list',
    body: { status: 'live', size: 1 },
  });
  return answer.body.content.entries[0]!.id;
};

describe('npm run operator -- grant-role / revoke-role', () => {
  it('makes an account an operator of its tenant and a viewer again', async () => {
    const account = freshAccount('steward');
    await registerAccount(t, account);
    const token = (await loginAs(t, account)).tokenData.access_token;
    const eventId = await liveEventId();
    const setScore = () =>
      call(t, { url: `/api/admin/event/${eventId}/score`, token, body: { home: 1, away: 0 } });
    expect((await setScore()).status).toBe(403);

    const granted = await changeRole(t.database.db, {
      name: 'grant-role',
      tenant: 'touchline',
      email: account.email,
    });
    expect(granted).toBe(`${account.email} is now an operator of touchline`);
    // The same token: the role is read per call, not carried in the token.
    expect((await setScore()).status).toBe(200);

    await changeRole(t.database.db, {
      name: 'revoke-role',
      tenant: 'touchline',
      email: account.email,
    });
    expect((await setScore()).status).toBe(403);
  });

  it('grants only within the named tenant', async () => {
    const account = freshAccount('steward');
    await registerAccount(t, account);
    await expect(
      changeRole(t.database.db, { name: 'grant-role', tenant: 'harbour', email: account.email }),
    ).rejects.toThrow(`tenant "harbour" has no account "${account.email}"`);
    const token = (await loginAs(t, account, 'device-b', hosts.touchline)).tokenData.access_token;
    const eventId = await liveEventId();
    const answer = await call(t, {
      url: `/api/admin/event/${eventId}/score`,
      token,
      body: { home: 1, away: 0 },
    });
    expect(answer.status).toBe(403);
  });

  it('names an unknown tenant in one line', async () => {
    const attempt = changeRole(t.database.db, {
      name: 'grant-role',
      tenant: 'nowhere',
      email: 'someone@example.com',
    });
    await expect(attempt).rejects.toThrow(CommandError);
    await expect(attempt).rejects.toThrow('no tenant "nowhere"');
  });
});
