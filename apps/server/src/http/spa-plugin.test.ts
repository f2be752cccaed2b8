import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const dist = fakeWebDist(
  '<!doctype html><html><head><meta charset="utf-8"><title>Touchline</title><!--touchline-theme--><!--touchline-config--></head><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
  { 'robots.txt': 'User-agent: *' },
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (
  url: string,
  host: string = hosts.touchline,
  accept = 'text/html,application/xhtml+xml',
) => t.app.inject({ method: 'GET', url, headers: { host, accept } });

const injectedConfig = (html: string) =>
  JSON.parse(/window\.__TOUCHLINE_CONFIG__ = (.*?);<\/script>/.exec(html)![1]!) as {
    shortName: string;
    theme: { primary: string };
  };

describe('single-page app', () => {
  it('serves each tenant its own index.html with config, theme and title', async () => {
    const touchline = await get('/');
    expect(touchline.statusCode).toBe(200);
    expect(touchline.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(touchline.headers['cache-control']).toBe('no-cache');
    expect(injectedConfig(touchline.body)).toMatchObject({
      shortName: 'touchline',
      theme: { primary: '#1d4ed8' },
    });
    expect(touchline.body).toContain('--tl-primary:#1d4ed8');
    expect(touchline.body).toContain('<title>Touchline Sports</title>');

    const harbour = await get('/live/', hosts.harbour);
    expect(injectedConfig(harbour.body).shortName).toBe('harbour');
    expect(harbour.body).toContain('--tl-primary:#f97316');
    expect(harbour.body).toContain('<title>Harbour Basketball Federation</title>');
  });

  it('answers every page URL with the app', async () => {
    for (const url of [
      '/events/tl-ev-001/',
      '/category/tl-cat-football/sub-category/tl-sub-football-men/',
      '/auth/login/?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('window.__TOUCHLINE_CONFIG__');
    }
  });

  it('redirects a page URL without a trailing slash, keeping the query', async () => {
    const plain = await get('/live');
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/live/');
    const withQuery = await get('/auth/login?sessionExpired=true&next=%2Fhome');
    expect(withQuery.headers.location).toBe('/auth/login/?sessionExpired=true&next=%2Fhome');
    // A protocol-relative target would leave the site.
    const offSite = await get('//evil-site');
    expect(offSite.statusCode).toBe(301);
    expect(offSite.headers.location).toBe('/evil-site/');
  });

  it('serves hashed assets immutable and other files revalidated', async () => {
    const asset = await get('/assets/index-3f2a1b.js', hosts.touchline, '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const robots = await get('/robots.txt', hosts.touchline, '*/*');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer missing files, API paths or non-HTML requests with the app', async () => {
    for (const [url, accept] of [
      ['/assets/missing-000.js', '*/*'],
      ['/favicon.ico', 'image/*'],
      ['/api/nothing/here', 'text/html'],
      ['/media/nothing.m3u8', 'text/html'],
      ['/live/', 'application/json'],
    ] as const) {
      const response = await get(url, hosts.touchline, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('never sends the raw template', async () => {
    const response = await get('/index.html');
    expect(response.body).not.toContain('<!--touchline-config-->');
  });

  it('does not turn other methods into pages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/live/',
      headers: { host: hosts.touchline, accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });
});
