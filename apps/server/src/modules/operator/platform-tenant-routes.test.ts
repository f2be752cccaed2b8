// The platform's tenants (ADR 064): a platform admin (the platform key, or an account granted the
// role) lists, creates and changes tenants; a new tenant answers on its host at once with its own
// brand and an empty catalogue, a change shows without a restart, a host another tenant serves is
// refused, bad input is a 400, and no tenant credential (viewer, operator, operator key, another
// tenant's operator) gets in. Every change is in the changed tenant's audit trail.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTenantDefaults } from '@touchline/contract/calls/platform-tenants';
import { demoPlatformKey } from '../../config';
import { auditLog } from '../../db/schema-pipeline';
import { demoOperatorAccounts, demoPlatformAdmin } from '../../db/seed/demo-operators';
import { hosts } from '../../../test/test-app';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../auth/accounts-test-kit';
import { demoOperatorKeys } from './operator-key';

let t: AccountsTestApp;
let address = 0;
const nextAddress = () => `10.79.0.${(address += 1)}`;
const login = (account: { email: string; password: string }, host: string = hosts.touchline) =>
  loginAs(t, { ...account, address: nextAddress() }, 'desk', host);

interface Tenant {
  id: string;
  slug: string;
  hosts: string[];
  brand: { name: string; primary: string };
  languages: string[];
  defaultLanguage: string;
  deviceLimit: number;
  payment: { provider: string; currency: string };
}
interface Answer {
  content: Tenant & { tenants: Tenant[] };
  messageErrorCode?: string;
  message?: string;
  fields?: { path: string; message: string }[];
}

const asKey = { 'x-platform-key': demoPlatformKey };
const send = (
  url: string,
  body: unknown,
  headers: Record<string, string> = asKey,
  host: string = hosts.touchline,
) => call<Answer>(t, { url, body, host, headers });

let stamp = 0;
const fresh = () => {
  stamp += 1;
  const slug = `club${Date.now().toString(36)}${stamp}`;
  return {
    ...newTenantDefaults,
    slug,
    hosts: [`${slug}.example.test`],
    brand: { ...newTenantDefaults.brand, name: `Club ${slug}`, primary: '#aa3300' },
    languages: ['en', 'de'],
    defaultLanguage: 'de',
  };
};

const auditOf = (tenantId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.targetKind, 'tenant')));

let platformToken: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  platformToken = (await login(demoPlatformAdmin)).tokenData.access_token;
});
afterAll(() => t.close());

describe('POST /api/platform/tenants', () => {
  it('creates a tenant that answers on its host at once, with its brand and no events', async () => {
    const body = fresh();
    const host = body.hosts[0]!;
    // Asked before it exists: the unknown host is the default tenant's (demo mode), and cached.
    const before = await call<{ content: { name: string } }>(t, {
      method: 'GET',
      url: '/api/customer/config',
      host,
    });
    expect(before.body.content.name).toBe('Touchline Sports');

    const created = await send('/api/platform/tenants', body);
    expect(created.status).toBe(200);
    expect(created.body.content).toMatchObject({
      id: `tn-${body.slug}`,
      slug: body.slug,
      hosts: [host],
      brand: { name: body.brand.name, primary: '#aa3300' },
      languages: ['en', 'de'],
      defaultLanguage: 'de',
      payment: { provider: 'sandbox', currency: 'EUR' },
    });

    const config = await call<{ content: Record<string, unknown> }>(t, {
      method: 'GET',
      url: '/api/customer/config',
      host: `${host}:4320`,
    });
    expect(config.status).toBe(200);
    expect(config.body.content).toMatchObject({
      tenantId: `tn-${body.slug}`,
      shortName: body.slug,
      name: body.brand.name,
      theme: { primary: '#aa3300' },
      languages: ['en', 'de'],
      defaultLanguage: 'de',
    });
    const events = await call<{ content: { entries: unknown[] } }>(t, {
      url: '/api/event/list',
      body: {},
      host,
    });
    expect(events.status).toBe(200);
    expect(events.body.content.entries).toEqual([]);

    const [row] = await auditOf(`tn-${body.slug}`);
    expect(row).toMatchObject({
      actor: 'platform:key',
      action: 'create-tenant',
      targetId: `tn-${body.slug}`,
      before: null,
      after: expect.objectContaining({ slug: body.slug, hosts: [host] }) as unknown,
    });
  });

  it('refuses a host or slug another tenant has, naming it', async () => {
    const taken = await send('/api/platform/tenants', { ...fresh(), hosts: ['localhost'] });
    expect(taken.status).toBe(409);
    expect(taken.body.messageErrorCode).toBe('conflict');
    expect(taken.body.message).toContain('localhost is served by another tenant');
    expect(taken.body.fields).toEqual([
      { path: 'hosts[0]', message: 'localhost is served by another tenant' },
    ]);
    const slug = await send('/api/platform/tenants', { ...fresh(), slug: 'harbour' });
    expect(slug.status).toBe(409);
    expect(slug.body.fields).toEqual([
      { path: 'slug', message: "harbour is another tenant's slug" },
    ]);
  });

  it.each([
    [
      'a colour that is not hex',
      { brand: { ...fresh().brand, primary: 'red;}' } },
      'brand.primary',
    ],
    ['an unknown language', { languages: ['en', 'xx'] }, 'languages[1]'],
    [
      'a default outside the languages',
      { languages: ['en'], defaultLanguage: 'fr' },
      'defaultLanguage',
    ],
    ['no host', { hosts: [] }, 'hosts'],
    ['a host with a port', { hosts: ['tv.example.test:8080'] }, 'hosts[0]'],
    [
      'an unknown payment provider',
      { payment: { provider: 'paypal', currency: 'EUR', publicKey: null } },
      'payment.provider',
    ],
    [
      'an unknown currency',
      { payment: { provider: 'sandbox', currency: 'ZZZ', publicKey: null } },
      'payment.currency',
    ],
    [
      // The test server takes payments with the sandbox; the provider is the whole portal's.
      'a card provider the portal does not run',
      { payment: { provider: 'stripe', currency: 'EUR', publicKey: null } },
      'payment.provider',
    ],
    [
      'a publishable key that is not the portal’s',
      { payment: { provider: 'sandbox', currency: 'EUR', publicKey: 'pk_test_another' } },
      'payment.publicKey',
    ],
    ['a device limit of 0', { deviceLimit: 0 }, 'deviceLimit'],
    ['a field the call does not take', { secrets: {} }, ''],
  ])('refuses %s as validation_error', async (_, change, path) => {
    const before = (await send('/api/platform/tenants', fresh())).status;
    expect(before).toBe(200);
    const refused = await send('/api/platform/tenants', { ...fresh(), ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.messageErrorCode).toBe('validation_error');
    if (path) expect(refused.body.fields?.map((field) => field.path)).toContain(path);
  });
});

describe('POST /api/platform/tenants/:id', () => {
  it('changes brand, hosts and limits, shown on the next request; the old host is gone', async () => {
    const body = fresh();
    const created = (await send('/api/platform/tenants', body)).body.content;
    const oldHost = body.hosts[0]!;
    const newHost = `new-${oldHost}`;
    const changed = await send(
      `/api/platform/tenants/${created.id}`,
      {
        hosts: [newHost],
        brand: { ...body.brand, name: 'Renamed Club', accent: '#00ff00' },
        deviceLimit: 2,
        signOn: { google: { issuer: 'https://accounts.google.com', clientId: 'club-web' } },
      },
      { 'x-authorization': `Bearer ${platformToken}` },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({
      hosts: [newHost],
      brand: { name: 'Renamed Club' },
      deviceLimit: 2,
      languages: ['en', 'de'],
    });
    const config = await call<{
      content: { name: string; theme: { accent: string }; appIds: { google: string | null } };
    }>(t, {
      method: 'GET',
      url: '/api/customer/config',
      host: newHost,
    });
    expect(config.body.content).toMatchObject({
      name: 'Renamed Club',
      theme: { accent: '#00ff00' },
      appIds: { google: 'club-web' },
    });
    // The old host is nobody's now: in demo mode, the default tenant's.
    const old = await call<{ content: { name: string } }>(t, {
      method: 'GET',
      url: '/api/customer/config',
      host: oldHost,
    });
    expect(old.body.content.name).toBe('Touchline Sports');

    const rows = await auditOf(created.id);
    const update = rows.find((row) => row.action === 'update-tenant');
    expect(update).toMatchObject({
      actor: 'platform:user:tn-touchline/touchline-platform',
      before: expect.objectContaining({ hosts: [oldHost], deviceLimit: 5 }) as unknown,
      after: expect.objectContaining({ hosts: [newHost], deviceLimit: 2 }) as unknown,
    });
  });

  it("keeps a tenant's own host, refuses another's, and answers 404 for no tenant", async () => {
    const created = (await send('/api/platform/tenants', fresh())).body.content;
    const same = await send(`/api/platform/tenants/${created.id}`, { hosts: created.hosts });
    expect(same.status).toBe(200);
    const taken = await send(`/api/platform/tenants/${created.id}`, {
      hosts: [...created.hosts, '127.0.0.1'],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([
      { path: 'hosts[1]', message: '127.0.0.1 is served by another tenant' },
    ]);
    const missing = await send('/api/platform/tenants/tn-nobody', { deviceLimit: 3 });
    expect(missing.status).toBe(404);
    const bad = await send(`/api/platform/tenants/${created.id}`, {
      languages: ['en'],
      defaultLanguage: 'de',
    });
    expect(bad.status).toBe(400);
  });
});

describe('who may', () => {
  it('lists every tenant to a platform admin on any tenant host', async () => {
    const listed = await call<Answer>(t, {
      method: 'GET',
      url: '/api/platform/tenants',
      host: hosts.harbour,
      headers: asKey,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.content.tenants.map((tenant) => tenant.slug)).toEqual(
      expect.arrayContaining(['harbour', 'touchline']),
    );
    const signedIn = await call<Answer>(t, {
      method: 'GET',
      url: '/api/platform/tenants',
      token: platformToken,
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses everyone else: no credentials, viewers, tenant operators and their keys', async () => {
    const viewer = freshAccount('platform-viewer');
    await registerAccount(t, viewer);
    const viewerToken = (await login(viewer)).tokenData.access_token;
    const operatorToken = (await login(demoOperatorAccounts.touchline!)).tokenData.access_token;
    const harbourOperator = (await login(demoOperatorAccounts.harbour!, hosts.harbour)).tokenData
      .access_token;
    const attempts: [string, Record<string, string>, string, number][] = [
      ['nobody', {}, hosts.touchline, 401],
      ['a viewer', { 'x-authorization': `Bearer ${viewerToken}` }, hosts.touchline, 403],
      [
        "the tenant's operator",
        { 'x-authorization': `Bearer ${operatorToken}` },
        hosts.touchline,
        403,
      ],
      [
        "the tenant's operator key",
        { 'x-operator-key': demoOperatorKeys.touchline! },
        hosts.touchline,
        403,
      ],
      [
        "another tenant's operator, on its own host",
        { 'x-authorization': `Bearer ${harbourOperator}` },
        hosts.harbour,
        403,
      ],
      [
        "another tenant's operator, here",
        { 'x-authorization': `Bearer ${harbourOperator}` },
        hosts.touchline,
        401,
      ],
      ['a wrong platform key', { 'x-platform-key': `${demoPlatformKey}x` }, hosts.touchline, 403],
    ];
    for (const [who, headers, host, status] of attempts) {
      const list = await call<Answer>(t, {
        method: 'GET',
        url: '/api/platform/tenants',
        host,
        headers,
      });
      expect(list.status, `${who} lists`).toBe(status);
      const create = await send('/api/platform/tenants', fresh(), headers, host);
      expect(create.status, `${who} creates`).toBe(status);
      const update = await send(
        '/api/platform/tenants/tn-harbour',
        { deviceLimit: 1 },
        headers,
        host,
      );
      expect(update.status, `${who} updates`).toBe(status);
    }
    const harbour = await call<Answer>(t, {
      method: 'GET',
      url: '/api/platform/tenants',
      headers: asKey,
    });
    expect(
      harbour.body.content.tenants.find((tenant) => tenant.slug === 'harbour')?.deviceLimit,
    ).toBe(3);
  });
});
