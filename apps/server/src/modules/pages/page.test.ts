import type { StaticPageResponse } from '@touchline/contract/calls/static-pages';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInfoPageType } from '../../db/seed/demo-pages';
import { pages } from '../../db/schema';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(pages).values({
    tenantId: 'tn-touchline',
    type: 'hostile',
    locale: 'en',
    title: 'Hostile',
    markdown: [
      '# Hello',
      '<script>alert(1)</script>',
      '<img src="x.png" onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(4)" onclick="alert(5)">raw link</a>',
      '![pic](/media/images/teams/zurich-kestrels.svg "crest")',
      '[site](https://example.org/) and [faq](/faq/)',
    ].join('\n\n'),
  });
});
afterAll(() => t.close());

const get = (url: string, host: string = hosts.touchline) =>
  t.app.inject({ method: 'GET', url, headers: { host } });
async function page(type: string, query = '', host?: string) {
  const response = await get(`/api/page/${type}${query}`, host);
  expect(response.statusCode).toBe(200);
  return response.json<StaticPageResponse>().content;
}

describe('GET /api/page/:type', () => {
  it('answers every fixed page and the info page with Markdown and rendered HTML', async () => {
    for (const type of ['faq', 'about', 'terms', 'privacy', demoInfoPageType]) {
      const content = await page(type);
      expect(content.type).toBe(type);
      expect(content.title.length).toBeGreaterThan(2);
      expect(content.markdown.length).toBeGreaterThan(200);
      expect(content.html).toMatch(/<h[1-3]>/);
      expect(Date.parse(content.updatedAt)).not.toBeNaN();
    }
    const faq = await page('faq');
    expect(faq.title).toBe('Frequently asked questions');
    expect(faq.html.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(5);
    expect((await page('about')).html).toContain('Touchline Sports');
    expect((await page(demoInfoPageType)).html).toContain('<table>');
  });

  it('answers the asked locale, else the tenant’s default language', async () => {
    expect((await page('faq', '?locale=de')).title).toBe('Häufige Fragen');
    expect((await page('faq', '?locale=de')).html).toContain('Fußball');
    expect((await page('faq', '?locale=fr')).title).toBe('Frequently asked questions');
    expect((await page('terms', '?locale=de')).title).toBe('Terms of use');
  });

  it('renders a hostile page without scripts, handlers or script URLs', async () => {
    const { html, markdown } = await page('hostile');
    expect(markdown).toContain('<script>');
    expect(html).not.toMatch(/<script/i);
    // No element carries a handler (escaped text may still spell one out harmlessly).
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toMatch(/<[a-z][^>]*(href|src)="\s*(javascript|data):/i);
    expect(html).not.toMatch(/<a[^>]*javascript/i);
    // Raw HTML shows as text; ordinary Markdown still renders.
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<p><a>click</a></p>');
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain(
      '<img src="/media/images/teams/zurich-kestrels.svg" alt="pic" title="crest" />',
    );
    expect(html).toContain(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).toContain('<a href="/faq/">faq</a>');
  });

  it('404 with context page for an unknown type or another tenant’s page', async () => {
    for (const [type, host] of [
      ['careers', hosts.touchline],
      ['hostile', hosts.harbour],
    ] as const) {
      const response = await get(`/api/page/${type}`, host);
      expect(response.statusCode).toBe(404);
      expect(response.json<WireError>()).toMatchObject({ error: 'not_found', context: 'page' });
    }
    expect((await page('faq', '', hosts.harbour)).html).toContain('Harbour Basketball Federation');
  });

  it('400 naming the field for a malformed type or an unknown locale', async () => {
    for (const [url, field] of [
      ['/api/page/Not_A_Slug', 'type'],
      ['/api/page/faq?locale=xx', 'locale'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    }
  });
});
