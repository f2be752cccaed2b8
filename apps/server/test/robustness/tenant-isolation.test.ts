// Tenant isolation: tenant B (harbour, 127.0.0.1) names tenant A's (touchline, localhost) objects
// in every call that takes an id and learns nothing. A lookup answers exactly what it answers for
// an id no tenant has (same status, same body once the id is swapped), a list answers the same as
// for a made-up id, and writes leave A's rows as they were. Each row's control sends the same
// request as A, proving the object is real and visible, so a row cannot pass by naming nothing.
// The table is checked against the contract: an implemented call with a path parameter or an
// id-shaped field (the contract's `id` pattern) that has no row fails the suite.
import type { CallDef } from '@touchline/contract/call';
import {
  checkCurrentDeviceCall,
  deleteDeviceCall,
  loginCall,
} from '@touchline/contract/calls/auth';
import { registerCall, tokenExchangeCall, tokenExchange } from '@touchline/contract/calls/auth';
import { clipListCall } from '@touchline/contract/calls/clips';
import { subscriptionByIdCall } from '@touchline/contract/calls/commerce';
import { eventListCall } from '@touchline/contract/calls/event-list';
import {
  channelProgramCall,
  clipByIdCall,
  commerceOptionsCall,
  eventByIdCall,
  eventStatsCall,
  relatedVideosCall,
} from '@touchline/contract/calls/events';
import { identityByIdCall, identityListCall } from '@touchline/contract/calls/identities';
import { setScoreCall, setStreamCall } from '@touchline/contract/calls/operator';
import { staticPageCall } from '@touchline/contract/calls/static-pages';
import { updateProfileCall } from '@touchline/contract/calls/user';
import { id as idSchema } from '@touchline/contract/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  desktopAgent,
  freshAccount,
  loginAs,
  loginBody,
  registerAccount,
  registerBody,
  type AccountsTestApp,
} from '../../src/modules/auth/accounts-test-kit';
import { demoOperatorKeys } from '../../src/modules/operator/operator-key';
import { hosts } from '../test-app';
import { callKey, contractCalls, isImplemented, pathParamNames } from './contract-calls';
import { jsonSchemaOf, type JsonSchema } from './schema-arbitraries';

const A = { id: 'tn-touchline', host: hosts.touchline, key: demoOperatorKeys.touchline! };
const B = { id: 'tn-harbour', host: hosts.harbour, key: demoOperatorKeys.harbour! };
/** An id no tenant has: B's answer for A's object must be the answer for this one. */
const unknownId = 'zz-no-such-object-7f3a';

interface Answer {
  status: number;
  text: string;
}

interface Request {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  host: string;
  token?: string;
  operatorKey?: string;
}

let t: AccountsTestApp;

async function send(request: Request): Promise<Answer> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: '10.77.0.1',
    headers: {
      host: request.host,
      'user-agent': desktopAgent,
      ...(request.token ? { 'x-authorization': `Bearer ${request.token}` } : {}),
      ...(request.operatorKey ? { 'x-operator-key': request.operatorKey } : {}),
    },
    ...(request.body !== undefined ? { payload: request.body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, text: response.body };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Tenant A's objects, chosen so their titles appear nowhere in tenant B's data. */
interface Fixture {
  event: { id: string; title: string; referenceId: string; teamId: string };
  statsEvent: { id: string; title: string };
  passEvent: { id: string; productId: string };
  channel: { id: string; title: string };
  clip: { id: string; title: string; eventId: string };
  identity: { id: string; title: string };
  parent: { id: string; childId: string; childTitle: string };
  product: { id: string; title: string };
  page: { type: string; title: string };
  viewerA: {
    account: ReturnType<typeof freshAccount>;
    token: string;
    refresh: string;
    deviceId: string;
    deviceName: string;
    /** A's devices as they were before B's attempts. */
    devices: { device_id: string; name: string }[];
  };
  viewerB: { token: string };
}

let fx: Fixture;

async function uniqueToA<T extends { title: string }>(table: string, where = sql`true`) {
  const found = await rows<T>(sql`
    select * from ${sql.identifier(table)} a
    where a.tenant_id = ${A.id} and ${where}
      and not exists (select 1 from ${sql.identifier(table)} b
                      where b.tenant_id = ${B.id} and b.title = a.title)
    order by a::text limit 1`);
  if (!found[0]) throw new Error(`no ${table} row unique to ${A.id}`);
  return found[0];
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  const event = await uniqueToA<{
    id: string;
    title: string;
    reference_id: string;
    team1_id: string;
  }>(
    'events',
    sql`a.media_kind = 'event' and a.team1_id is not null and a.reference_id is not null`,
  );
  const statsEvent = await uniqueToA<{ id: string; title: string }>(
    'events',
    sql`exists (select 1 from event_stat_metrics s where s.tenant_id = a.tenant_id and s.event_id = a.id)`,
  );
  const channel = await uniqueToA<{ id: string; title: string }>(
    'events',
    sql`exists (select 1 from channel_programmes p where p.tenant_id = a.tenant_id and p.event_id = a.id)`,
  );
  const clip = await uniqueToA<{ id: string; title: string; parent_event_id: string }>(
    'events',
    sql`a.media_kind = 'highlight' and a.parent_event_id is not null`,
  );
  const child = await uniqueToA<{ id: string; title: string; parent_id: string }>(
    'identities',
    sql`a.parent_id is not null`,
  );
  const identity = await uniqueToA<{ id: string; title: string }>(
    'identities',
    sql`a.kind = 'team'`,
  );
  const product = await uniqueToA<{ id: string; title: string; event_id: string | null }>(
    'commerce_products',
    sql`a.event_id is not null`,
  );
  const page = await uniqueToA<{ type: string; title: string }>('pages', sql`a.locale = 'en'`);

  const accountA = freshAccount('tenant-a');
  await registerAccount(t, accountA, A.host);
  const deviceId = 'tenant-a-phone';
  const sessionA = await loginAs(t, accountA, deviceId, A.host);
  const accountB = freshAccount('tenant-b');
  await registerAccount(t, accountB, B.host);
  const sessionB = await loginAs(t, accountB, 'tenant-b-laptop', B.host);

  fx = {
    event: {
      id: event.id,
      title: event.title,
      referenceId: event.reference_id,
      teamId: event.team1_id,
    },
    statsEvent,
    passEvent: { id: product.event_id!, productId: product.id },
    channel,
    clip: { id: clip.id, title: clip.title, eventId: clip.parent_event_id },
    identity,
    parent: { id: child.parent_id, childId: child.id, childTitle: child.title },
    product,
    page,
    viewerA: {
      account: accountA,
      token: sessionA.tokenData.access_token,
      refresh: sessionA.tokenData.refresh_token!,
      deviceId,
      deviceName: loginBody(accountA, deviceId).device_name,
      devices: [],
    },
    viewerB: { token: sessionB.tokenData.access_token },
  };
  fx.viewerA.devices = await devicesOfA();
  expect(fx.viewerA.devices.map((d) => d.device_id)).toContain(deviceId);
});
afterAll(() => t?.close());

interface Row {
  name: string;
  /** Tenant B's request naming `target`. */
  request: (target: string) => Request;
  /** Tenant A's object the row names. */
  target: () => string;
  /** Statuses B may get; for lookups the status of an unknown id. */
  status: number[];
  /**
   * `same`: B's answer equals its answer for an unknown id, with the id swapped back.
   * `leaks`: the answer differs per request (tokens, times), so it is searched for A's facts.
   */
  check: 'same' | 'leaks';
  /** Facts of A that must not appear in B's answer. */
  leaks: () => string[];
  /** The same question asked as A: must succeed and mention `shows` (by default the target). */
  control?: () => Request;
  /** Null when A's answer does not repeat the id (a guide, stats): success is the proof. */
  shows?: () => string | null;
  /** A's state after B's attempt. */
  after?: () => Promise<void>;
}

const get = (url: string, host: string = B.host, token?: string): Request => ({
  method: 'GET',
  url,
  host,
  ...(token ? { token } : {}),
});
const post = (url: string, body: unknown, extra: Partial<Request> = {}): Request => ({
  method: 'POST',
  url,
  body,
  host: B.host,
  ...extra,
});
const asA = (request: Request): Request => ({
  ...request,
  host: A.host,
  ...(request.token ? { token: fx.viewerA.token } : {}),
  ...(request.operatorKey ? { operatorKey: A.key } : {}),
});

async function scoreOf(eventId: string) {
  const [row] = await rows<{ home: number | null; away: number | null; hd: string | null }>(
    sql`select score_home as home, score_away as away, hd_url as hd from events
        where tenant_id = ${A.id} and id = ${eventId}`,
  );
  return row;
}

async function devicesOfA() {
  return rows<{ device_id: string; name: string }>(
    sql`select d.device_id, d.name from devices d where d.tenant_id = ${A.id} order by d.device_id`,
  );
}

const lookup = (
  name: string,
  url: (target: string) => string,
  target: () => string,
  leaks: () => string[],
  shows?: () => string | null,
): Row => ({
  name,
  request: (id) => get(url(id)),
  target,
  status: [404],
  check: 'same',
  leaks,
  control: () => get(url(target()), A.host),
  ...(shows ? { shows } : {}),
});

const listFilter = (
  name: string,
  url: string,
  body: (target: string) => Record<string, unknown>,
  target: () => string,
  shows: () => string,
  leaks: () => string[],
): Row => ({
  name,
  request: (id) => post(url, body(id)),
  target,
  status: [200],
  check: 'same',
  leaks,
  control: () => ({ ...post(url, body(target())), host: A.host }),
  shows,
});

const rowsByCall: Record<string, Row[]> = {
  [callKey(eventByIdCall)]: [
    lookup(
      'an event by id',
      (id) => `/api/event/get_by_id/id/${id}`,
      () => fx.event.id,
      () => [fx.event.title, fx.event.referenceId, fx.event.teamId],
    ),
    lookup(
      'an event by reference id',
      (id) => `/api/event/get_by_id/id/${id}?idType=referenceId`,
      () => fx.event.referenceId,
      () => [fx.event.title, fx.event.id, fx.event.teamId],
    ),
  ],
  [callKey(clipByIdCall)]: [
    lookup(
      'a highlight by id',
      (id) => `/api/clip/get_by_id/id/${id}`,
      () => fx.clip.id,
      () => [fx.clip.title],
    ),
  ],
  [callKey(identityByIdCall)]: [
    lookup(
      'a team by id',
      (id) => `/api/identity/get_by_id/id/${id}`,
      () => fx.identity.id,
      () => [fx.identity.title],
    ),
  ],
  [callKey(channelProgramCall)]: [
    lookup(
      "a channel's programme guide",
      (id) => `/api/event/epg/${id}`,
      () => fx.channel.id,
      () => [fx.channel.title],
      () => null,
    ),
  ],
  [callKey(eventStatsCall)]: [
    lookup(
      "an event's stats",
      (id) => `/api/event/stats?id=${id}&score=true&overview=true`,
      () => fx.statsEvent.id,
      () => [fx.statsEvent.title],
      () => null,
    ),
  ],
  [callKey(relatedVideosCall)]: [
    lookup(
      "an event's related videos",
      (id) => `/api/vod/get_related_videos?id=${id}`,
      () => fx.event.id,
      () => [fx.event.title],
      () => null,
    ),
  ],
  [callKey(commerceOptionsCall)]: [
    lookup(
      "an event's commerce options",
      (id) => `/api/event/get_commerce_options?eventId=${id}`,
      () => fx.passEvent.id,
      () => [fx.passEvent.productId],
    ),
  ],
  [callKey(subscriptionByIdCall)]: [
    lookup(
      'an offer by id',
      (id) => `/api/commerce/get_subscriptions_by_id/id/${id}`,
      () => fx.product.id,
      () => [fx.product.title],
    ),
  ],
  [callKey(staticPageCall)]: [
    {
      // Pages are named by type, and every tenant has the fixed ones: B gets its own page.
      name: "a content page of A's type",
      request: (type) => get(`/api/page/${type}`),
      target: () => fx.page.type,
      status: [200, 404],
      check: 'leaks',
      leaks: () => [fx.page.title],
      control: () => get(`/api/page/${fx.page.type}`, A.host),
    },
  ],
  [callKey(eventListCall)]: [
    listFilter(
      'the event list filtered by event id',
      '/api/event/list',
      (id) => ({ event_id: id }),
      () => fx.event.id,
      () => fx.event.id,
      () => [fx.event.title],
    ),
    listFilter(
      'the event list filtered by identity',
      '/api/event/list',
      (id) => ({ 'identities.id': [id] }),
      () => fx.event.teamId,
      () => fx.event.id,
      () => [fx.event.title],
    ),
    listFilter(
      'the event list filtered by team',
      '/api/event/list',
      (id) => ({ 'search.teams.id': id }),
      () => fx.event.teamId,
      () => fx.event.id,
      () => [fx.event.title],
    ),
  ],
  [callKey(clipListCall)]: [
    listFilter(
      "the highlights of A's event",
      '/api/clip/list',
      (id) => ({ event_id: id }),
      () => fx.clip.eventId,
      () => fx.clip.id,
      () => [fx.clip.title],
    ),
  ],
  [callKey(identityListCall)]: [
    listFilter(
      "the children of A's identity",
      '/api/identity/list',
      (id) => ({ 'identities.id': [id] }),
      () => fx.parent.id,
      () => fx.parent.childId,
      () => [fx.parent.childTitle],
    ),
  ],
  [callKey(setScoreCall)]: [
    {
      name: "B's operator sets the score of A's event",
      request: (id) =>
        post(`/api/admin/event/${id}/score`, { home: 97, away: 98 }, { operatorKey: B.key }),
      target: () => fx.event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx.event.title],
      after: async () => expect((await scoreOf(fx.event.id))?.home).not.toBe(97),
    },
    {
      name: "A's operator key on B's host",
      request: (id) =>
        post(`/api/admin/event/${id}/score`, { home: 96, away: 95 }, { operatorKey: A.key }),
      target: () => fx.event.id,
      status: [403],
      check: 'same',
      leaks: () => [fx.event.title],
      after: async () => expect((await scoreOf(fx.event.id))?.home).not.toBe(96),
    },
  ],
  [callKey(setStreamCall)]: [
    {
      name: "B's operator replaces the stream of A's event",
      request: (id) =>
        post(
          `/api/admin/event/${id}/stream`,
          { url: '/media/live/intruder/master.m3u8' },
          { operatorKey: B.key },
        ),
      target: () => fx.event.id,
      status: [404],
      check: 'same',
      leaks: () => [fx.event.title],
      after: async () => expect((await scoreOf(fx.event.id))?.hd).not.toContain('intruder'),
    },
  ],
  [callKey(deleteDeviceCall)]: [
    {
      name: "B's user removes A's user's device",
      request: (id) =>
        post('/api/user/delete_device', { deviceId: id }, { token: fx.viewerB.token }),
      target: () => fx.viewerA.deviceId,
      status: [404],
      check: 'same',
      leaks: () => [fx.viewerA.deviceName],
      after: async () =>
        expect((await devicesOfA()).map((d) => d.device_id)).toContain(fx.viewerA.deviceId),
    },
  ],
  [callKey(checkCurrentDeviceCall)]: [
    {
      name: "B's user claims A's device as its current one",
      request: (id) =>
        post(
          '/api/user/check_current_device',
          { device_id: id, device_name: 'Intruder', register_new: 'no_register' },
          { token: fx.viewerB.token },
        ),
      target: () => fx.viewerA.deviceId,
      status: [200],
      check: 'leaks',
      leaks: () => [fx.viewerA.deviceName, fx.viewerA.deviceId],
    },
  ],
  [callKey(loginCall)]: [
    {
      name: "A's user's credentials and device on B",
      request: (id) => post('/api/user/login', loginBody(fx.viewerA.account, id)),
      target: () => fx.viewerA.deviceId,
      status: [401],
      check: 'same',
      leaks: () => [fx.viewerA.deviceName],
      after: async () => expect(await devicesOfA()).toEqual(fx.viewerA.devices),
    },
  ],
  [callKey(registerCall)]: [
    {
      name: "a B account registered with A's device id",
      request: (id) => post('/api/user/register', registerBody(freshAccount('b-twin'), id)),
      target: () => fx.viewerA.deviceId,
      status: [200],
      check: 'leaks',
      leaks: () => [fx.viewerA.deviceName],
      after: async () => expect(await devicesOfA()).toEqual(fx.viewerA.devices),
    },
  ],
  [callKey(tokenExchangeCall)]: [
    {
      name: "A's refresh token presented on B",
      request: (token) =>
        post('/api/oauth2/token', {
          grant_type: tokenExchange.grantType,
          subject_token_type: tokenExchange.refreshToken,
          subject_token: token,
        }),
      target: () => fx.viewerA.refresh,
      status: [401],
      check: 'same',
      leaks: () => [fx.viewerA.deviceName],
      // Refused without touching A's session: A's refresh token still rotates on A.
      after: async () => {
        const refreshed = await send({
          ...post('/api/oauth2/token', {
            grant_type: tokenExchange.grantType,
            subject_token_type: tokenExchange.refreshToken,
            subject_token: fx.viewerA.refresh,
          }),
          host: A.host,
        });
        expect(refreshed.status).toBe(200);
      },
    },
  ],
  [callKey(updateProfileCall)]: [
    {
      name: "B's user picks A's team as its identity",
      request: (id) =>
        post(
          '/api/user/update_profile',
          { data: { identity: id, identityItem: id } },
          { token: fx.viewerB.token },
        ),
      target: () => fx.identity.id,
      status: [200, 400, 404],
      check: 'same',
      leaks: () => [fx.identity.title],
    },
  ],
};

const calls = await contractCalls();
const idPattern = jsonSchemaOf(idSchema).pattern;

/** Whether a schema has a field shaped like the contract's `id`, at any depth. */
function holdsId(js: JsonSchema | null): boolean {
  if (!js) return false;
  if (js.pattern === idPattern) return true;
  return [
    ...Object.values(js.properties ?? {}),
    ...(js.anyOf ?? []),
    ...(js.oneOf ?? []),
    ...(js.allOf ?? []),
    ...(js.items ? [js.items] : []),
  ].some(holdsId);
}

const takesId = (call: CallDef) =>
  pathParamNames(call.path).length > 0 ||
  [call.query, call.body].some((schema) => schema && holdsId(jsonSchemaOf(schema)));

const swap = (text: string, from: string, to: string) => text.split(from).join(to);

describe('tenant isolation', () => {
  it('has a row for every implemented call that takes an id', () => {
    const needed = calls.filter((call) => isImplemented(t.app, call) && takesId(call));
    const missing = needed.map(callKey).filter((key) => !(key in rowsByCall));
    expect(missing, 'add rows for these calls to tenant-isolation.test.ts').toEqual([]);
    expect(needed.length).toBeGreaterThan(10);
  });

  const table = Object.entries(rowsByCall).flatMap(([key, list]) =>
    list.map((row) => [`${key}: ${row.name}`, key, row] as const),
  );

  it.each(table)('%s', async (_, key, row) => {
    const call = calls.find((c) => callKey(c) === key);
    expect(call, `${key} is not in the contract`).toBeDefined();
    if (!isImplemented(t.app, call!)) return;
    const target = row.target();
    if (row.control) {
      const control = await send(asA(row.control()));
      expect(control.status, control.text).toBeLessThan(300);
      const shows = row.shows ? row.shows() : target;
      if (shows !== null) expect(control.text).toContain(shows);
    }
    const answer = await send(row.request(target));
    expect(row.status, answer.text).toContain(answer.status);
    for (const fact of row.leaks()) expect(answer.text).not.toContain(fact);
    if (row.check === 'same') {
      const unknown = await send(row.request(unknownId));
      expect({ status: answer.status, text: swap(answer.text, target, unknownId) }).toEqual(
        unknown,
      );
    }
    await row.after?.();
  });
});
