// The two tenants of the isolation suite and what tenant A owns: B (harbour, 127.0.0.1) names A's
// (touchline, localhost) objects. A's objects are found in the seed, chosen so their titles appear
// nowhere in B's data; each tenant gets a signed-in viewer of its own.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createAccountsTestApp,
  desktopAgent,
  freshAccount,
  loginAs,
  loginBody,
  registerAccount,
  type AccountsTestApp,
} from '../../../src/modules/auth/accounts-test-kit';
import { demoOperatorKeys } from '../../../src/modules/operator/operator-key';
import { hosts } from '../../test-app';

export const A = { id: 'tn-touchline', host: hosts.touchline, key: demoOperatorKeys.touchline! };
export const B = { id: 'tn-harbour', host: hosts.harbour, key: demoOperatorKeys.harbour! };
/** An id no tenant has: B's answer for A's object must be the answer for this one. */
export const unknownId = 'zz-no-such-object-7f3a';

export interface Answer {
  status: number;
  text: string;
}

export interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  body?: unknown;
  host: string;
  token?: string;
  operatorKey?: string;
}

/** Tenant A's objects, chosen so their titles appear nowhere in tenant B's data. */
export interface Fixture {
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
    userId: string;
    token: string;
    refresh: string;
    deviceId: string;
    deviceName: string;
    /** A's devices as they were before B's attempts. */
    devices: { device_id: string; name: string }[];
  };
  viewerB: { token: string };
}

let t: AccountsTestApp | undefined;
let fixture: Fixture | undefined;

/** The app the suite runs against, once `setUpTenants` has run. */
export function app(): AccountsTestApp {
  if (!t) throw new Error('setUpTenants has not run');
  return t;
}

/** A's objects and both viewers, once `setUpTenants` has run. */
export function fx(): Fixture {
  if (!fixture) throw new Error('setUpTenants has not run');
  return fixture;
}

export async function send(request: Request): Promise<Answer> {
  const response = await app().app.inject({
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
  const result: unknown = await app().database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function scoreOf(eventId: string) {
  const [row] = await rows<{ home: number | null; away: number | null; hd: string | null }>(
    sql`select score_home as home, score_away as away, hd_url as hd from events
        where tenant_id = ${A.id} and id = ${eventId}`,
  );
  return row;
}

/** Role and global-tag permission of one of A's accounts. */
export async function accountOfA(userId: string) {
  const [row] = await rows<{ role: string; can_create_global_tag: boolean }>(
    sql`select role, can_create_global_tag from users where tenant_id = ${A.id} and id = ${userId}`,
  );
  return row;
}

export async function devicesOfA() {
  return rows<{ device_id: string; name: string }>(
    sql`select d.device_id, d.name from devices d where d.tenant_id = ${A.id} order by d.device_id`,
  );
}

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

export async function setUpTenants() {
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

  fixture = {
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
      userId: sessionA.profile.id,
      token: sessionA.tokenData.access_token,
      refresh: sessionA.tokenData.refresh_token!,
      deviceId,
      deviceName: loginBody(accountA, deviceId).device_name,
      devices: [],
    },
    viewerB: { token: sessionB.tokenData.access_token },
  };
  fixture.viewerA.devices = await devicesOfA();
  expect(fixture.viewerA.devices.map((d) => d.device_id)).toContain(deviceId);
}

export const closeTenants = () => t?.close();
