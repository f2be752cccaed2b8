// `{path}/_payload.json` (spec §7): the page's data as JSON from the renderer's `renderPayload`,
// with a stand-in renderer in the fake portal (the real one is checked in e2e/server-render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';
import { pageUrlOf } from './page-payload';

const renderer = `
export async function renderPage() {
  throw new Error('pages are not asked for here');
}
export async function renderPayload(request) {
  const [path] = request.url.split('?');
  if (path === '/account/') return { kind: 'browser-only' };
  if (path === '/go/') return { kind: 'redirect', status: 307, href: '/elsewhere/?tab=2' };
  if (path === '/away/') return { kind: 'redirect', status: 302, href: 'https://example.org/' };
  const answer = await request.fetch('/api/customer/config', { headers: { accept: 'application/json' } });
  const { content } = await answer.json();
  return {
    kind: 'payload',
    payload: {
      url: request.url,
      locale: 'en',
      status: path === '/missing/' ? 404 : 200,
      routes: [{ id: '__root__', params: {} }],
      data: [{ key: ['config'], value: { shortName: content.shortName } }],
    },
  };
}
`;

const dist = fakeWebDist(
  '<!doctype html><html><head><!--touchline-theme--><!--touchline-config--></head><body><div id="root"></div></body></html>',
  { 'server/entry-server.js': renderer },
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: hosts.touchline, accept: 'application/json', ...headers },
  });

describe('page payloads', () => {
  it('map the payload address to its page', () => {
    expect(pageUrlOf('/_payload.json')).toBe('/');
    expect(pageUrlOf('/latest/_payload.json')).toBe('/latest/');
    expect(pageUrlOf('/de/search/_payload.json?q=zurich')).toBe('/de/search/?q=zurich');
  });

  it("answer the page's data as JSON, for the host's tenant, revalidated by ETag", async () => {
    const answer = await get('/latest/_payload.json?sort=date');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toMatchObject({
      url: '/latest/?sort=date',
      status: 200,
      data: [{ key: ['config'], value: { shortName: 'touchline' } }],
    });
    const etag = answer.headers.etag;
    expect(etag).toBeTruthy();
    expect(
      (await get('/latest/_payload.json?sort=date', { 'if-none-match': String(etag) })).statusCode,
    ).toBe(304);

    const harbour = await get('/latest/_payload.json', { host: hosts.harbour });
    expect(harbour.json()).toMatchObject({ data: [{ value: { shortName: 'harbour' } }] });
  });

  it("carry the page's status: an unknown page's payload is a 404", async () => {
    const missing = await get('/missing/_payload.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });

  it("send a redirecting page's visitor to the target's payload; other sites as they are", async () => {
    const moved = await get('/go/_payload.json');
    expect(moved.statusCode).toBe(307);
    expect(moved.headers.location).toBe('/elsewhere/_payload.json?tab=2');
    expect((await get('/away/_payload.json')).headers.location).toBe('https://example.org/');
  });

  it('have no public data for a signed-in page, and refuse other methods', async () => {
    const account = await get('/account/_payload.json');
    expect(account.statusCode).toBe(404);
    expect(account.json()).toMatchObject({ error: 'not_found', messageErrorCode: 'not_found' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/latest/_payload.json',
      headers: { host: hosts.touchline, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    expect(posted.statusCode).toBeLessThan(500);
  });

  it('are not pages: a request for a file that merely ends the same way is not rendered', async () => {
    expect((await get('/latest_payload.json')).statusCode).toBe(404);
  });
});
