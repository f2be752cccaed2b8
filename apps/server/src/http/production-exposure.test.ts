// Swagger UI and the web build's source maps are served only when configured (API_DOCS,
// SOURCE_MAPS; both off by default in production, see config.test.ts). A prober of a production
// server found both public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeScript, fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const dist = fakeWebDist('<!doctype html><html><head></head><body></body></html>', {
  [`${fakeScript}.map`]: '{"version":3,"sources":["app.ts"]}',
});
let shown: TestApp;
let hidden: TestApp;

beforeAll(async () => {
  [shown, hidden] = await Promise.all([
    createTestApp({ WEB_DIST: dist.dir, API_DOCS: 'on', SOURCE_MAPS: 'on' }),
    createTestApp({ WEB_DIST: dist.dir, API_DOCS: 'off', SOURCE_MAPS: 'off' }),
  ]);
});
afterAll(async () => {
  await Promise.all([shown.close(), hidden.close()]);
  dist.remove();
});

const get = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: hosts.touchline, accept: '*/*' } });

describe('Swagger UI', () => {
  it('is served at /api/docs when API_DOCS is on', async () => {
    const docs = await get(shown, '/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    // Its own policy, with the answer-wide frame-ancestors added.
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain('script-src');
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('answers 404 when API_DOCS is off, while the OpenAPI document stays', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html'])
      expect((await get(hidden, url)).statusCode, url).toBe(404);
    expect((await get(hidden, '/api/openapi.json')).statusCode).toBe(200);
  });
});

describe('source maps', () => {
  it('are served when SOURCE_MAPS is on', async () => {
    const map = await get(shown, '/assets/index-3f2a1b.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('"sources"');
  });

  it('answer 404 when SOURCE_MAPS is off, however the path is spelled', async () => {
    for (const url of ['/assets/index-3f2a1b.js.map', '/assets/index-3f2a1b.js.%6dap'])
      expect((await get(hidden, url)).statusCode, url).toBe(404);
    expect((await get(hidden, '/assets/index-3f2a1b.js')).statusCode).toBe(200);
  });
});
