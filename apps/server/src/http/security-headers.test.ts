// Browser security headers on API answers, errors, files and pages (ADR 032). The old server sent
// none of them, so a page could be framed, sniffed, or run an injected inline script.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { tenantSettings } from '../modules/tenants/tenant-documents';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const dist = fakeWebDist(
  '<!doctype html><html><head><meta charset="utf-8"><title>Touchline</title><!--touchline-config--><!--touchline-theme--><script>document.documentElement.dataset.mode="dark"</script></head><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir, TRUSTED_PROXIES: '10.0.0.0/8' });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { host: hosts.touchline, accept: 'text/html,*/*', ...headers },
  });

/** The directives of a policy header, by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    (policy as string).split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

async function setContentSecurity(slug: string, value: unknown) {
  await t.database.db
    .update(tenants)
    .set({
      settings: sql`${tenants.settings} || jsonb_build_object('contentSecurity', ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(tenants.slug, slug));
  t.app.tenants.invalidate();
}

describe('headers on every answer', () => {
  it('are sent with API answers, API errors and files', async () => {
    for (const url of ['/api/customer/config', '/api/no-such-call', '/assets/index-3f2a1b.js']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['permissions-policy'], url).toContain('fullscreen=(self)');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const policy = directives(headers['content-security-policy']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(policy.get('default-src'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
    }
  });

  it('include HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await get('/api/customer/config')).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await get('/api/customer/config', https)).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await get('/api/customer/config', https, '10.0.0.1')).headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000',
    });
  });
});

describe('the page policy', () => {
  it('lets only the scripts the server wrote run, with a fresh nonce per answer', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    const policy = directives(first.headers['content-security-policy']);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(
      scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    // The injected config, the template's inline script and the app's module all carry it.
    const tags = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    // The sandbox's card form is the portal's own: nothing of Stripe.js may load (ADR 060).
    expect(first.headers['content-security-policy']).not.toContain('stripe');
    expect(policy.get('frame-src')).toEqual(["'self'"]); // the survey form only

    const second = await get('/');
    expect(second.headers['content-security-policy']).not.toBe(
      first.headers['content-security-policy'],
    );
    expect(second.body).not.toContain(nonce);
  });

  it('keeps a tenant value from forging a nonce attribute', async () => {
    await t.database.db
      .update(tenants)
      .set({ name: 'Club <touchline-nonce> "x" <script>alert(1)</script>' })
      .where(eq(tenants.slug, 'touchline'));
    t.app.tenants.invalidate();
    const page = await get('/');
    const tags = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    expect(page.body).not.toContain('<touchline-nonce>');
  });

  it("follows the tenant's frame ancestors and content origins", async () => {
    await setContentSecurity('harbour', {
      frameAncestors: ['https://club.example'],
      contentOrigins: ['https://cdn.example'],
    });
    const page = await get('/', { host: hosts.harbour });
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(['https://club.example']);
    expect(policy.get('img-src')).toContain('https://cdn.example');
    expect(policy.get('media-src')).toContain('https://cdn.example');
    expect(policy.get('connect-src')).toContain('https://cdn.example');
    // X-Frame-Options cannot name an origin; sending SAMEORIGIN would refuse the tenant's site.
    expect(page.headers['x-frame-options']).toBeUndefined();

    await setContentSecurity('harbour', { frameAncestors: ["'none'"] });
    const api = await get('/api/customer/config', { host: hosts.harbour });
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(directives(api.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('upgrades insecure requests on pages served over HTTPS', async () => {
    const page = await get('/', { 'x-forwarded-proto': 'https' }, '10.0.0.1');
    expect(
      directives(page.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('the tenant setting', () => {
  it('refuses sources that could smuggle directives into the header', () => {
    const base = { defaultCountry: 'GB', deviceLimit: 5 };
    for (const frameAncestors of [
      ['https://club.example; script-src *'],
      ['https://club.example/path'],
      ["'none'", "'self'"],
      ['*'],
    ])
      expect(
        tenantSettings.safeParse({ ...base, contentSecurity: { frameAncestors } }).success,
        JSON.stringify(frameAncestors),
      ).toBe(false);
    expect(
      tenantSettings.safeParse({
        ...base,
        contentSecurity: { frameAncestors: ["'self'", 'https://*.club.example:8443'] },
      }).success,
    ).toBe(true);
  });
});
