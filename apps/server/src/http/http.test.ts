import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { WireError } from '@touchline/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tenants } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Secrets, and a stray private key someone put into the public document, must never be served.
  await t.database.db
    .update(tenants)
    .set({
      secrets: {
        paymentSecretKey: 'sk_test_do_not_leak',
        smtpUrl: 'smtp://user:hunter2@mail.example.com',
      },
      config: sql`${tenants.config} || '{"smtpPassword": "hunter2"}'::jsonb`,
    })
    .where(eq(tenants.slug, 'touchline'));
  t.app.tenants.invalidate();
});
afterAll(() => t.close());

const config = async (host: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/customer/config',
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return { raw: response.body, content: response.json<{ content: CustomerConfig }>().content };
};

describe('tenant resolution', () => {
  it('resolves localhost (any port) to Touchline and 127.0.0.1 to Harbour', async () => {
    expect((await config(hosts.touchline)).content.shortName).toBe('touchline');
    expect((await config('localhost')).content.shortName).toBe('touchline');
    expect((await config('LOCALHOST:80')).content.shortName).toBe('touchline');
    expect((await config(hosts.harbour)).content.shortName).toBe('harbour');
  });

  it('gives an unknown host the default tenant', async () => {
    expect((await config(hosts.unknown)).content.shortName).toBe('touchline');
    expect((await config('[::1]:4320')).content.shortName).toBe('touchline');
  });

  it('honours DEFAULT_TENANT', async () => {
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DEFAULT_TENANT: 'harbour',
        WEB_DIST: '/nonexistent',
      }),
      db: t.database.appDb,
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host: hosts.unknown },
    });
    expect(response.json<{ content: CustomerConfig }>().content.shortName).toBe('harbour');
    await app.close();
  });

  it('answers an unknown host a plain 404 outside demo mode, unless DEFAULT_TENANT is set', async () => {
    const productionApp = async (env: Record<string, string>) => {
      const app = await buildApp({
        config: loadConfig({
          LOG_LEVEL: 'silent',
          NODE_ENV: 'production',
          WEB_DIST: '/nonexistent',
          ...env,
        }),
        db: t.database.appDb,
      });
      return app;
    };
    const app = await productionApp({});
    for (const url of ['/api/customer/config', '/', '/api/event/list', '/auth/sign-in/']) {
      const unknown = await app.inject({ method: 'GET', url, headers: { host: hosts.unknown } });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.body, url).toBe('Not Found');
      expect(unknown.body, url).not.toMatch(/touchline|harbour/i);
    }
    // A bare address or a forged Host gets no tenant either; probes still answer.
    const bare = await app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host: '[::1]:3000' },
    });
    expect(bare.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/healthz', headers: { host: hosts.unknown } }))
        .statusCode,
    ).toBe(200);
    // Listed hosts are served as before.
    const known = await app.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host: hosts.harbour },
    });
    expect(known.json<{ content: CustomerConfig }>().content.shortName).toBe('harbour');
    await app.close();

    const withFallback = await productionApp({ DEFAULT_TENANT: 'harbour' });
    const fallback = await withFallback.inject({
      method: 'GET',
      url: '/api/customer/config',
      headers: { host: hosts.unknown },
    });
    expect(fallback.json<{ content: CustomerConfig }>().content.shortName).toBe('harbour');
    await withFallback.close();
  });
});

describe('GET /api/customer/config', () => {
  it('answers each tenant’s public configuration', async () => {
    const touchline = (await config(hosts.touchline)).content;
    expect(touchline).toMatchObject({
      tenantId: 'tn-touchline',
      name: 'Touchline Sports',
      defaultLanguage: 'en',
      flavour: 'standard',
      apiBaseUrl: '/',
      theme: {
        primary: '#1d4ed8',
        accent: '#14b8a6',
        logoUrl: '/media/images/tenants/touchline.svg',
      },
    });
    expect(touchline.languages).toHaveLength(14);
    expect(touchline.features.whiteTheme).toBe(true);
    expect(touchline.features.matchStats).toBe(true);

    const harbour = (await config(hosts.harbour)).content;
    expect(harbour).toMatchObject({
      tenantId: 'tn-harbour',
      name: 'Harbour Basketball Federation',
      flavour: 'alternate',
    });
    expect(harbour.languages).toEqual(['en', 'de', 'he', 'fr']);
    expect(harbour.features).toMatchObject({
      whiteTheme: false,
      matchStats: false,
      playerHighlights: false,
      disableTeamPage: true,
    });
    expect(harbour.theme.primary).toBe('#f97316');
  });

  it('never serves secrets or unknown keys of the stored document', async () => {
    const { raw } = await config(hosts.touchline);
    expect(raw).not.toContain('sk_test_do_not_leak');
    expect(raw).not.toContain('hunter2');
    expect(raw).not.toContain('smtp');
  });
});

describe('errors and probes', () => {
  it('answers an unknown API path with the wire format', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/no/such/thing?x=1',
        headers: { host: hosts.touchline, accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<WireError>()).toEqual({
        error: 'not_found',
        messageErrorCode: 'not_found',
        message: `No such resource: ${method} /api/no/such/thing`,
      });
    }
  });

  it('answers a failure of ours with a generic internal_error and logs the details', async () => {
    const logged: unknown[] = [];
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      db: t.database.appDb,
    });
    app.addHook('onError', (_request, _reply, error, done) => {
      logged.push(error);
      done();
    });
    app.get('/api/test/explode', () => {
      throw new Error('connection string postgres://secret@db/prod refused');
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/explode',
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json<WireError>()).toEqual({
      error: 'internal_error',
      messageErrorCode: 'internal_error',
      message: 'An error occurred',
    });
    expect(logged).toHaveLength(1);
    await app.close();
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: 'ok', redis: 'disabled' },
    });
  });

  it('answers 503 naming the dependency that fails', async () => {
    const database = await createTestDatabase();
    // A database handle that no longer answers.
    await database.close();
    const broken = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
      db: database.db,
    });
    const response = await broken.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      draining: false,
      checks: { database: 'fail', redis: 'disabled' },
    });
    await broken.close();
    await database.destroy();
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/event/list']?.post?.requestBody).toBeDefined();
    expect(document.paths['/api/customer/config']?.get).toBeDefined();
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { host: hosts.touchline },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('viewer country', () => {
  it('comes from TRUSTED_COUNTRY_HEADER set by a trusted proxy, else the tenant default', async () => {
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        TRUSTED_COUNTRY_HEADER: 'CF-IPCountry',
        TRUSTED_PROXIES: '10.0.0.1',
      }),
      db: t.database.appDb,
    });
    // The demo blocks one archived game in the default country (GB) and allows another only in the US.
    const regionOf = async (headers: Record<string, string>, remoteAddress = '10.0.0.1') => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/event/list',
        remoteAddress,
        headers: { host: hosts.touchline, ...headers },
        payload: { size: 999, status: 'archived', media_type: 'event', sort: 'order' },
      });
      const entries = response.json<EventListResponse>().content.entries;
      return entries.filter((e) => !e.isEventAvailableInUserRegion).map((e) => e.id);
    };
    const inGb = await regionOf({});
    expect(inGb).toHaveLength(2);
    expect(await regionOf({ 'cf-ipcountry': 'gb' })).toEqual(inGb);
    expect(await regionOf({ 'cf-ipcountry': 'XX' })).toEqual(inGb);
    const inUs = await regionOf({ 'cf-ipcountry': 'US' });
    expect(inUs).toHaveLength(0);
    const inFr = await regionOf({ 'cf-ipcountry': 'FR' });
    expect(inFr).toHaveLength(1);
    // A client reaching the server directly cannot say where it is: its header is dropped.
    expect(await regionOf({ 'cf-ipcountry': 'US' }, '203.0.113.9')).toEqual(inGb);
    await app.close();

    // Without the variable, the header is not trusted.
    const untrusting = await t.app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host: hosts.touchline, 'cf-ipcountry': 'US' },
      payload: { size: 999, status: 'archived', media_type: 'event' },
    });
    const blocked = untrusting
      .json<EventListResponse>()
      .content.entries.filter((e) => !e.isEventAvailableInUserRegion);
    expect(blocked).toHaveLength(2);
  });
});
