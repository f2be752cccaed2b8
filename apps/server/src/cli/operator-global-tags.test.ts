// Who may write global timeline tags: the admin API (operator key or operator account) and the
// operator command's direct path set the profile's canCreateGlobalTag within one tenant.
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
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { parseOperatorArgs } from './operator-args';
import { changeGlobalTags, CommandError } from './operator-direct';

let t: AccountsTestApp;
let account: ReturnType<typeof freshAccount>;
let token: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  account = freshAccount('tagger');
  await registerAccount(t, account);
  token = (await loginAs(t, account)).tokenData.access_token;
});
afterAll(() => t.close());

const grant = (body: unknown, key: string | undefined, host: string = hosts.touchline) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/user/global_tags',
    headers: { host, ...(key ? { 'x-operator-key': key } : {}) },
    payload: body as object,
  });
const mayTag = async () =>
  (
    await call<{ content: { canCreateGlobalTag: boolean } }>(t, {
      method: 'GET',
      url: '/api/user/get_profile',
      token,
    })
  ).body.content.canCreateGlobalTag;

interface TrailEntry {
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
}
/** The account's audit trail, newest first, as the console reads it. */
const trail = async () => {
  const profile = await call<{ content: { id: string } }>(t, {
    method: 'GET',
    url: '/api/user/get_profile',
    token,
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?targetId=${profile.body.content.id}`,
    headers: { host: hosts.touchline, 'x-operator-key': demoOperatorKeys.touchline! },
  });
  return response.json<{ content: { entries: TrailEntry[] } }>().content.entries;
};

describe('POST /api/admin/user/global_tags', () => {
  it('an operator key allows and disallows an account of its tenant', async () => {
    expect(await mayTag()).toBe(false);
    const allowed = await grant(
      { email: account.email, allowed: true },
      demoOperatorKeys.touchline,
    );
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({
      content: { email: account.email, canCreateGlobalTag: true },
    });
    expect(await mayTag()).toBe(true);
    await grant({ email: account.email, allowed: false }, demoOperatorKeys.touchline);
    expect(await mayTag()).toBe(false);
    // Both changes are in the trail, naming the key that made them.
    const [revoked, granted] = await trail();
    expect(granted).toMatchObject({
      actor: expect.stringMatching(/^key:/) as unknown,
      action: 'user.global_tags',
      before: { canCreateGlobalTag: false },
      after: { canCreateGlobalTag: true },
    });
    expect(revoked).toMatchObject({ before: { canCreateGlobalTag: true } });
  });

  it('another tenant’s operator finds no such account; a viewer or nobody is refused', async () => {
    const other = await grant(
      { email: account.email, allowed: true },
      demoOperatorKeys.harbour,
      hosts.harbour,
    );
    const unknown = await grant(
      { email: 'nobody@example.com', allowed: true },
      demoOperatorKeys.harbour,
      hosts.harbour,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body.replace(account.email, 'nobody@example.com')).toBe(unknown.body);
    expect((await grant({ email: account.email, allowed: true }, undefined)).statusCode).toBe(401);
    const byViewer = await call(t, {
      url: '/api/admin/user/global_tags',
      token,
      body: { email: account.email, allowed: true },
    });
    expect(byViewer.status).toBe(403);
    expect(await mayTag()).toBe(false);
    expect(await trail()).toHaveLength(2);
  });

  it('400 for a bad email, a missing flag or extra keys', async () => {
    for (const body of [
      { email: 'not-an-email', allowed: true },
      { email: account.email },
      { email: account.email, allowed: true, role: 'operator' },
    ]) {
      const response = await grant(body, demoOperatorKeys.touchline);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('validation_error');
    }
  });
});

describe('npm run operator -- grant-global-tags / revoke-global-tags', () => {
  it('parses the command and changes the account directly', async () => {
    const parsed = parseOperatorArgs(['grant-global-tags', '--email', account.email], 'touchline');
    expect(parsed).toMatchObject({ command: { name: 'grant-global-tags', email: account.email } });
    const done = await changeGlobalTags(t.database.db, {
      name: 'grant-global-tags',
      tenant: 'touchline',
      email: account.email,
    });
    expect(done).toBe(`${account.email} may now write global tags on touchline`);
    expect(await mayTag()).toBe(true);
    expect((await trail())[0]).toMatchObject({
      actor: 'command:direct',
      after: { canCreateGlobalTag: true },
    });
    await changeGlobalTags(t.database.db, {
      name: 'revoke-global-tags',
      tenant: 'touchline',
      email: account.email,
    });
    expect(await mayTag()).toBe(false);
  });

  it('names a missing account or tenant', async () => {
    await expect(
      changeGlobalTags(t.database.db, {
        name: 'grant-global-tags',
        tenant: 'harbour',
        email: account.email,
      }),
    ).rejects.toBeInstanceOf(CommandError);
    await expect(
      changeGlobalTags(t.database.db, {
        name: 'grant-global-tags',
        tenant: 'nowhere',
        email: account.email,
      }),
    ).rejects.toThrow('no tenant "nowhere"');
  });
});
