// Server-side fetches to internal addresses (ADR 034): a tenant setting or a provider's answers
// must not make the server fetch from loopback, private or link-local addresses, directly, by a
// name that resolves there, or by a redirect. Each attack runs against a "victim" server on
// 127.0.0.1 that counts what reaches it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokenExchange } from '@touchline/contract/calls/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../../db/schema';
import { createAccountsTestApp, type AccountsTestApp } from '../accounts-test-kit';
import {
  createOutboundFetch,
  isPublicAddress,
  OutboundRefused,
  outboundRefusal,
  parseAllowedHost,
} from './outbound-fetch';
import { exchange, ifaRedirect } from './sso-test-kit';

type Handler = (
  url: string,
  respond: (status: number, body: unknown, location?: string) => void,
) => void;

async function listen(
  handler: Handler,
): Promise<{ server: Server; origin: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request.url ?? '/', (status, body, location) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(location ? { location } : {}),
      });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, hits };
}

const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

let victim: Awaited<ReturnType<typeof listen>>;
let evil: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  victim = await listen((_url, respond) => respond(200, { secret: 'internal' }));
  // A provider the tenant points at: its discovery names the victim as JWKS and userinfo
  // endpoint, and its token endpoint redirects there.
  evil = await listen((url, respond) => {
    if (url === '/.well-known/openid-configuration') {
      return respond(200, {
        issuer: evil.origin,
        authorization_endpoint: `${evil.origin}/auth`,
        token_endpoint: `${evil.origin}/token`,
        jwks_uri: `${victim.origin}/jwks`,
        userinfo_endpoint: `${victim.origin}/userinfo`,
        response_types_supported: ['code', 'id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.startsWith('/token')) return respond(307, {}, `${victim.origin}/token`);
    respond(404, {});
  });
});
afterAll(async () => {
  await close(victim.server);
  await close(evil.server);
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and the IPv6 forms that hide them', () => {
    const internal = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001:db8::1',
      'not an address',
    ];
    for (const address of internal) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('the guarded fetch', () => {
  const guarded = createOutboundFetch([]);
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => outboundRefusal(error),
    );

  it('refuses internal addresses written in any form, before connecting', async () => {
    const port = new URL(victim.origin).port;
    for (const url of [
      victim.origin,
      `http://2130706433:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ])
      expect(await refusalOf(guarded(url)), url).toBeInstanceOf(OutboundRefused);
    expect(victim.hits).toEqual([]);
  });

  it('refuses a host name that resolves to an internal address, at the connection', async () => {
    const port = new URL(victim.origin).port;
    const refusal = await refusalOf(guarded(`http://localhost:${port}/`));
    expect(refusal?.message).toMatch(/^localhost resolves to .*, which is not a public address$/);
    expect(victim.hits).toEqual([]);
  });

  it('refuses other protocols', async () => {
    expect(await refusalOf(guarded('file:///etc/passwd'))).toBeInstanceOf(OutboundRefused);
  });

  it('lets an allow-listed host through, on its port only, and never follows its redirects', async () => {
    const evilHost = new URL(evil.origin).host;
    const allowing = createOutboundFetch([evilHost]);
    const discovery = await allowing(`${evil.origin}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const redirect = await refusalOf(allowing(`${evil.origin}/token`, { method: 'POST' }));
    expect(redirect?.message).toMatch(/answered a redirect \(307\), not followed/);
    // The same address on another port is not allow-listed.
    expect(await refusalOf(allowing(`${victim.origin}/jwks`))).toBeInstanceOf(OutboundRefused);
    expect(victim.hits).toEqual([]);
  });

  it('reads allow-list entries with and without a port', () => {
    expect(parseAllowedHost('127.0.0.1:4350')).toEqual({ hostname: '127.0.0.1', port: '4350' });
    expect(parseAllowedHost('idp.internal')).toEqual({ hostname: 'idp.internal', port: null });
    expect(parseAllowedHost('[::1]:80')).toEqual({ hostname: '[::1]', port: '80' });
    expect(parseAllowedHost('user@idp/path')).toBeNull();
  });
});

describe('a tenant provider pointing the server inward', () => {
  let t: AccountsTestApp;
  const pointTenantAt = async (issuer: string) => {
    const sso = {
      ifa: {
        issuer,
        clientId: 'ifa',
        redirectUris: [ifaRedirect],
        authorizationEndpoint: `${issuer}/auth`,
      },
      google: { issuer, clientId: 'google' },
    };
    await t.database.db
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ sso })}::jsonb` })
      .where(eq(tenants.id, 'tn-touchline'));
    t.app.tenants.invalidate();
  };
  const codeExchange = () =>
    exchange(t, {
      subject_token_type: tokenExchange.authorizationCode,
      subject_issuer: 'ifa',
      subject_token: 'a-code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: ifaRedirect,
      nonce: 'n'.repeat(43),
    });

  beforeAll(async () => {
    // Only the (stand-in) provider is allow-listed, as a real deployment would list nothing.
    t = await createAccountsTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(evil.origin).host });
  });
  afterAll(() => t.close());

  it('answers provider_error and fetches nothing from an internal issuer', async () => {
    await pointTenantAt(victim.origin);
    const { status, body } = await codeExchange();
    expect(status).toBe(502);
    expect(body.messageErrorCode).toBe('provider_error');
    expect(body.message).toMatch(/refused: 127\.0\.0\.1:\d+ is not a public address/);
    expect(victim.hits).toEqual([]);
  });

  it('follows no redirect of the token endpoint and no internal endpoint of the discovery', async () => {
    await pointTenantAt(evil.origin);
    const code = await codeExchange();
    expect(code.status).toBe(502);
    expect(code.body.message).toMatch(/answered a redirect \(307\), not followed/);
    const userinfo = await exchange(t, {
      subject_token_type: tokenExchange.accessToken,
      subject_issuer: 'google',
      subject_token: 'an-access-token',
    });
    expect(userinfo.status).toBe(502);
    expect(userinfo.body.message).toMatch(/refused: 127\.0\.0\.1:\d+ is not a public address/);
    expect(evil.hits).toContain('/token');
    expect(victim.hits).toEqual([]);
  });
});
