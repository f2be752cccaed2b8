// The admin API for signed-in users: the tenant's operator role opens it, a viewer's or another
// tenant's sign-in does not, and the role cannot be given to oneself.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../../db/schema';
import { users } from '../../db/schema-accounts';
import { demoOperatorAccounts } from '../../db/seed/demo-operators';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let address = 0;
/** The demo operator's credentials with an address of their own, so sign-in limits stay apart. */
const demoOperator = (slug: 'touchline' | 'harbour') => {
  address += 1;
  return { ...demoOperatorAccounts[slug]!, address: `10.77.0.${address}` };
};
const operatorToken = async (slug: 'touchline' | 'harbour' = 'touchline', device = 'desk') =>
  (await loginAs(t, demoOperator(slug), device, hosts[slug])).tokenData.access_token;

async function viewerToken() {
  const account = freshAccount('viewer');
  await registerAccount(t, account);
  return (await loginAs(t, account)).tokenData.access_token;
}

async function liveEvent(tenantId: string): Promise<EventRow> {
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(
      and(eq(events.tenantId, tenantId), eq(events.status, 'live'), eq(events.mediaKind, 'event')),
    )
    .limit(1);
  return row!;
}

const stream = (
  eventId: string,
  token?: string,
  body: unknown = { url: '/media/live/match-3/master.m3u8' },
  host: string = hosts.touchline,
) =>
  call<Record<string, unknown>>(t, {
    url: `/api/admin/event/${eventId}/stream`,
    body,
    ...(token ? { token } : {}),
    host,
  });
const score = (eventId: string, token?: string, body: unknown = { home: 3, away: 1 }) =>
  call<Record<string, unknown>>(t, {
    url: `/api/admin/event/${eventId}/score`,
    body,
    ...(token ? { token } : {}),
  });

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

describe('the admin API for a signed-in operator', () => {
  it('lets the tenant’s operator change the stream and the score', async () => {
    const live = await liveEvent('tn-touchline');
    const token = await operatorToken();
    const url = '/media/live/match-2/master.m3u8';
    const changed = await stream(live.id, token, { url });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ content: { id: live.id, source: { hd: url } } });
    const scored = await score(live.id, token, { home: 5, away: 4 });
    expect(scored.status).toBe(200);
    expect(scored.body).toMatchObject({ content: { score: { home: 5, away: 4 } } });
  });

  it('answers 400 naming the field for an operator’s bad body', async () => {
    const live = await liveEvent('tn-touchline');
    const token = await operatorToken();
    const bad = await stream(live.id, token, { url: 'ftp://example.org/a.m3u8' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.fields)).toContain('url');
    const negative = await score(live.id, token, { home: -2, away: 0 });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body.fields)).toContain('home');
  });

  it('answers 403 to a signed-in viewer, before looking at the body', async () => {
    const live = await liveEvent('tn-touchline');
    const token = await viewerToken();
    const refused = await stream(live.id, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'forbidden' });
    expect((await score(live.id, token)).status).toBe(403);
    expect((await score(live.id, token, { home: 'lots' })).status).toBe(403);
  });

  it('answers 401 without credentials and for a signed-out token', async () => {
    const live = await liveEvent('tn-touchline');
    expect((await stream(live.id)).body).toMatchObject({ error: 'unauthorized' });
    expect((await score(live.id)).status).toBe(401);
    const token = await operatorToken('touchline', 'leaving');
    expect((await score(live.id, token)).status).toBe(200);
    expect((await call(t, { url: '/api/user/logout', token })).status).toBe(200);
    const after = await score(live.id, token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: 'invalid_token' });
  });

  it('keeps another tenant’s operator out', async () => {
    const live = await liveEvent('tn-touchline');
    const harbour = await operatorToken('harbour');
    // Their token is no credential on this tenant's host at all (as on every call).
    const elsewhere = await stream(live.id, harbour);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toMatchObject({ error: 'invalid_token' });
    // On their own host, this tenant's events do not exist.
    const foreign = await stream(live.id, harbour, undefined, hosts.harbour);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'not_found', context: 'event' });
    // With an account of their own on this tenant they are a viewer here.
    const account = { ...freshAccount(), email: demoOperatorAccounts.harbour!.email };
    await registerAccount(t, account);
    const viewerHere = (await loginAs(t, account)).tokenData.access_token;
    expect((await score(live.id, viewerHere)).status).toBe(403);
  });
});

describe('the role cannot be taken by the user', () => {
  it('is refused in sign-up and in the profile form', async () => {
    const account = freshAccount('climber');
    const signUp = await call(t, {
      url: '/api/user/register',
      body: { ...registerBody(account), role: 'operator' },
      address: account.address,
    });
    expect(signUp.status).toBe(400);
    await registerAccount(t, account);
    const token = (await loginAs(t, account)).tokenData.access_token;
    for (const data of [
      { displayName: 'Boss', role: 'operator' },
      { options: {}, role: 'operator' },
    ]) {
      const update = await call(t, { url: '/api/user/update_profile', token, body: { data } });
      expect(update.status).toBe(400);
    }
    const update = await call(t, {
      url: '/api/user/update_profile',
      token,
      body: { data: { displayName: 'Boss' }, role: 'operator' },
    });
    expect(update.status).toBe(400);
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.tenantId, 'tn-touchline'), eq(users.email, account.email)));
    expect(row!.role).toBe('viewer');
    const live = await liveEvent('tn-touchline');
    expect((await score(live.id, token)).status).toBe(403);
  });
});
