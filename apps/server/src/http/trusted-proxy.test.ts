// X-Forwarded-For/-Proto/-Host decide the client's address (the key of every per-address limit),
// the protocol (HSTS) and the tenant only when the socket peer is a configured proxy. These
// tests replay a client forging them.
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { hosts } from '../../test/test-app';
import { trustedPeer } from './trusted-proxy-plugin';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

let database: TestDatabase;
let direct: App;
let proxied: App;

/** The app with a route that shows what the request believes about its client. */
async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
    db: database.appDb,
  });
  app.get('/api/test/client', (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    tenant: request.tenant.slug,
  }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  direct = await appWith({});
  proxied = await appWith({ TRUSTED_PROXIES: '10.0.0.0/8,::1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  await database.destroy();
});

const forged = {
  host: hosts.touchline,
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': hosts.harbour,
};

async function client(app: App, remoteAddress: string, headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/test/client', remoteAddress, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ ip: string; protocol: string; tenant: string }>();
}

describe('forwarded headers', () => {
  it('are ignored when no proxy is trusted', async () => {
    expect(await client(direct, '203.0.113.9', forged)).toEqual({
      ip: '203.0.113.9',
      protocol: 'http',
      tenant: 'touchline',
    });
  });

  it('are ignored from a peer outside the trusted list', async () => {
    expect(await client(proxied, '203.0.113.9', forged)).toEqual({
      ip: '203.0.113.9',
      protocol: 'http',
      tenant: 'touchline',
    });
  });

  it('are believed from a trusted proxy: address, protocol and host', async () => {
    expect(await client(proxied, '10.1.2.3', forged)).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      tenant: 'harbour',
    });
    expect((await client(proxied, '::1', forged)).ip).toBe('198.51.100.7');
  });

  it('stop at the first untrusted hop, so a client cannot prepend an address of its choosing', async () => {
    const headers = { ...forged, 'x-forwarded-for': '10.9.9.9, 192.0.2.1, 198.51.100.7, 10.0.0.2' };
    expect((await client(proxied, '10.1.2.3', headers)).ip).toBe('198.51.100.7');
  });

  it('choose the tenant of the public config only through a trusted proxy', async () => {
    const shortName = async (app: App, remoteAddress: string) =>
      (await app.inject({ url: '/api/customer/config', remoteAddress, headers: forged })).json<{
        content: CustomerConfig;
      }>().content.shortName;
    expect(await shortName(direct, '10.1.2.3')).toBe('touchline');
    expect(await shortName(proxied, '10.1.2.3')).toBe('harbour');
  });
});

describe('trustedPeer', () => {
  it('matches addresses and blocks of both families, IPv4 peers of a dual-stack socket included', () => {
    const trusted = trustedPeer(['10.0.0.0/8', '192.0.2.1', 'fd00::/8']);
    expect(trusted('10.200.0.1')).toBe(true);
    expect(trusted('::ffff:10.200.0.1')).toBe(true);
    expect(trusted('192.0.2.1')).toBe(true);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('192.0.2.2')).toBe(false);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('fe80::1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedPeer([])('127.0.0.1')).toBe(false);
  });
});
