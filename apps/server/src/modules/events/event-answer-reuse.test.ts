// Anonymous catalogue answers are reused for CATALOG_CACHE_MS (answer-cache.ts). The interval is
// a minute here, so an answer that changed without passing the cache can only be the reused one.
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { EventResponse } from '@touchline/contract/calls/events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import {
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
} from '../auth/accounts-test-kit';
import { demoOperatorKeys } from '../operator/operator-key';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** A signed-in viewer's access token: their answers are never reused. */
let token = '';
beforeAll(async () => {
  t = await createAccountsTestApp({
    CATALOG_CACHE_MS: '60000',
    TRUSTED_COUNTRY_HEADER: 'x-country',
    // The header counts only from a trusted proxy; inject's requests come from 127.0.0.1.
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const account = freshAccount();
  await registerAccount(t, account);
  token = (await loginAs(t, account)).tokenData.access_token;
});
afterAll(() => t.close());

const tenantId = 'tn-touchline';

async function call<T>(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const response = await app.app.inject({
    method,
    url,
    headers: { host: hosts.touchline, ...options.headers },
    ...(options.body ? { payload: options.body } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<T>(),
    type: response.headers['content-type'],
  };
}

const listTitles = async (app: TestApp, headers: Record<string, string> = {}) => {
  const answer = await call<EventListResponse>(app, 'POST', '/api/event/list', {
    body: { size: 5, sort: 'order', order: 'asc' },
    headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.content.entries.map((e) => e.title);
};

/** Renames an event behind the cache's back, as another process would. */
async function rename(app: TestApp, id: string, title: string) {
  await app.database.db
    .update(events)
    .set({ title })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
}

async function firstListed(app: TestApp) {
  const answer = await call<EventListResponse>(app, 'POST', '/api/event/list', {
    body: { size: 5, sort: 'order', order: 'asc' },
    // The token is this suite's app's; the app without a cache answers afresh anyway.
    headers: app === t ? { 'x-authorization': `Bearer ${token}` } : {},
  });
  return answer.body.content.entries[0]!;
}

describe('reused anonymous answers', () => {
  it('answer an anonymous list again from before, as JSON', async () => {
    const first = await firstListed(t);
    const before = await listTitles(t);
    await rename(t, first.id, 'Renamed behind the cache');
    expect(await listTitles(t)).toEqual(before);
    const again = await call(t, 'POST', '/api/event/list', {
      body: { size: 5, sort: 'order', order: 'asc' },
    });
    expect(again.type).toBe('application/json; charset=utf-8');
    await rename(t, first.id, first.title);
  });

  it('are not used for a request carrying a token', async () => {
    const first = await firstListed(t);
    await listTitles(t);
    await rename(t, first.id, 'Seen with a token');
    expect((await firstListed(t)).title).toBe('Seen with a token');
    await rename(t, first.id, first.title);
  });

  it('are kept per country and per tenant', async () => {
    const first = await firstListed(t);
    const gb = await listTitles(t, { 'x-country': 'GB' });
    await rename(t, first.id, 'Seen from another country');
    expect(await listTitles(t, { 'x-country': 'GB' })).toEqual(gb);
    expect((await listTitles(t, { 'x-country': 'DE' }))[0]).toBe('Seen from another country');
    const harbour = await listTitles(t, { host: hosts.harbour });
    expect(harbour).not.toContain('Seen from another country');
    await rename(t, first.id, first.title);
  });

  it('are forgotten when an operator changes an event of the tenant', async () => {
    const [live] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.status, 'live')))
      .limit(1);
    const url = `/api/event/get_by_id/id/${live!.id}`;
    const before = await call<EventResponse>(t, 'GET', url);
    expect(before.status).toBe(200);
    const score = { home: 7, away: 5 };
    const changed = await call(t, 'POST', `/api/admin/event/${live!.id}/score`, {
      body: score,
      headers: { 'x-operator-key': demoOperatorKeys.touchline! },
    });
    expect(changed.status).toBe(200);
    expect((await call<EventResponse>(t, 'GET', url)).body.content.score).toEqual(score);
  });

  it('never keep a failure: an event that appears is found at once', async () => {
    const url = '/api/event/get_by_id/id/reuse-late-arrival';
    expect((await call(t, 'GET', url)).status).toBe(404);
    const [template] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.mediaKind, 'event')))
      .limit(1);
    // The folded search title is generated by the database.
    const { searchTitle: _generated, ...row } = template!;
    await t.database.db.insert(events).values({ ...row, id: 'reuse-late-arrival' });
    expect((await call<EventResponse>(t, 'GET', url)).body.content.id).toBe('reuse-late-arrival');
  });
});

describe('CATALOG_CACHE_MS=0', () => {
  let cold: TestApp;
  beforeAll(async () => {
    cold = await createTestApp({ CATALOG_CACHE_MS: '0' });
  });
  afterAll(() => cold.close());

  it('answers every request afresh', async () => {
    const first = await firstListed(cold);
    await listTitles(cold);
    await rename(cold, first.id, 'Seen at once');
    expect((await listTitles(cold))[0]).toBe('Seen at once');
  });
});
