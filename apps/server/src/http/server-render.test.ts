// The server's side of page rendering (ADR 036), with a stand-in renderer in the fake portal:
// status codes, redirects, the shell for browser-only pages and failures, nonces on every
// script, and API calls answered in-process for the visitor's tenant.
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

const renderer = `
import { Readable } from 'node:stream';
export async function renderPage(request) {
  const path = request.url.split('?')[0];
  if (path === '/account/') return { kind: 'browser-only' };
  if (path === '/go/') return { kind: 'redirect', status: 307, href: '/elsewhere/' };
  if (path === '/throws/') throw new Error('renderer broke');
  const answer = await request.fetch('/api/customer/config', { headers: { accept: 'application/json' } });
  const { content } = await answer.json();
  const body = '<main>tenant ' + content.shortName + ' in ' + request.acceptLanguage + '</main>' +
    '<p>pseudo ' + (request.pseudoLocale === true) + '</p>' +
    '<script nonce="' + request.nonce + '" class="$tsr">window.$_TSR = {}</script>';
  return {
    kind: 'page',
    status: path === '/missing/' ? 404 : 200,
    lang: 'de',
    dir: 'ltr',
    head: '<title>Page · ' + content.name + '</title><script type="application/ld+json">{"@type":"Thing"}</script>',
    texts: { locale: 'de', resources: { de: { hostile: '</script><script>alert(1)</script>' } } },
    body: Readable.from([body]),
  };
}
`;

const dist = fakeWebDist(
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Touchline</title><!--touchline-theme--><!--touchline-config--><script>/* colour mode */</script></head><body><noscript>needs JavaScript</noscript><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
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

const get = (url: string, host: string = hosts.touchline) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host, accept: 'text/html', 'accept-language': 'de-CH, de;q=0.9' },
  });

const cspNonce = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];

describe('server-rendered pages', () => {
  it('put the rendered body in #root, with the page head, language and texts', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('<div id="root"><main>tenant touchline in de-CH, de;q=0.9</main>');
    expect(page.body).toContain('<title>Page · Touchline Sports</title>');
    // The page's own title replaces the template's; it reads without JavaScript.
    expect(page.body).not.toContain('<title>Touchline</title>');
    expect(page.body).not.toContain('<noscript>');
    expect(page.body).toContain('window.__TOUCHLINE_CONFIG__');
  });

  it('never render the test pseudo-locale unless the server was started for it', async () => {
    const withCookie = (app: TestApp) =>
      app.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: hosts.touchline, accept: 'text/html', cookie: 'a=1; touchline_pseudo=1' },
      });
    expect((await withCookie(t)).body).toContain('<p>pseudo false</p>');
    const testServer = await createTestApp({ WEB_DIST: dist.dir, PSEUDO_LOCALE: 'on' });
    try {
      expect((await withCookie(testServer)).body).toContain('<p>pseudo true</p>');
      const noCookie = await testServer.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: hosts.touchline, accept: 'text/html', cookie: 'touchline_pseudo=10' },
      });
      expect(noCookie.body).toContain('<p>pseudo false</p>');
    } finally {
      await testServer.close();
    }
  });

  it('give every script the response nonce, and keep the texts inert', async () => {
    const page = await get('/');
    const nonce = cspNonce(page.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(6);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.body).toContain('\\u003c/script\\u003e');
    // A fresh nonce per answer.
    expect(cspNonce((await get('/')).headers['content-security-policy'])).not.toBe(nonce);
  });

  it("ask the API in-process for the visitor's own tenant", async () => {
    const page = await get('/live/', hosts.harbour);
    expect(page.body).toContain('<main>tenant harbour');
    expect(page.body).toContain('<title>Page · Harbour Basketball Federation</title>');
  });

  it('answer the status the renderer found: a missing page is a 404 with its page', async () => {
    const missing = await get('/missing/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><main>');
  });

  it('follow redirects the routes decide on the server', async () => {
    const moved = await get('/go/');
    expect(moved.statusCode).toBe(307);
    expect(moved.headers.location).toBe('/elsewhere/');
  });

  it('send the shell for pages only the browser can decide, and when rendering fails', async () => {
    for (const url of ['/account/', '/throws/']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<noscript>');
      expect(page.body).toContain('<title>Touchline Sports</title>');
    }
  });

  it('pick up a rebuilt renderer without a restart', async () => {
    const path = join(dist.dir, 'server/entry-server.js');
    const before = readFileSync(path, 'utf8');
    writeFileSync(path, before.replace("'<main>tenant '", "'<main>rebuilt '"));
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);
    try {
      expect((await get('/')).body).toContain('<main>rebuilt touchline');
    } finally {
      writeFileSync(path, before);
    }
  });

  it('never serve the renderer as a file', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: '/server/entry-server.js',
      headers: { host: hosts.touchline, accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('renderPage');
  });
});
