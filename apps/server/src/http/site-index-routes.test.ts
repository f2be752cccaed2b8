// robots.txt and sitemap.xml per tenant, on the host they are asked on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const dist = fakeWebDist(
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, host: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: '*/*' } });

describe('site index', () => {
  it('robots.txt points to the sitemap of the host asked', async () => {
    const robots = await get('/robots.txt', hosts.harbour);
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: http://${hosts.harbour}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /account/');
  });

  it("sitemap.xml lists the tenant's own pages, games and identities only", async () => {
    const touchline = await get('/sitemap.xml', hosts.touchline);
    expect(touchline.statusCode).toBe(200);
    expect(touchline.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...touchline.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`http://${hosts.touchline}/`);
    expect(locs.some((loc) => /\/events\/tl-ev-[\w-]+\/$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /\/league\/tl-league-[\w-]+\/$/.test(loc))).toBe(true);
    expect(locs.every((loc) => loc.startsWith(`http://${hosts.touchline}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const harbour = await get('/sitemap.xml', hosts.harbour);
    // Another tenant's games never appear in this one's sitemap.
    expect(harbour.body).not.toContain('/events/tl-ev-');
    expect(harbour.body).toContain(`<loc>http://${hosts.harbour}/</loc>`);
  });
});
