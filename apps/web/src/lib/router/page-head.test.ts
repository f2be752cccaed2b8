import type { AnyRouter } from '@tanstack/react-router';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';

const config = { name: 'Touchline <Sports>' } as CustomerConfig;
const i18n = { t: (key: string) => `t(${key})` } as unknown as I18n;
const head = (matches: object[], url = '/events/ev1/?x=1') =>
  pageHead({
    router: { state: { matches } } as unknown as AnyRouter,
    config,
    i18n,
    origin: 'https://tv.example.org',
    url,
  });

describe('the head of a server-rendered page', () => {
  it("takes the deepest route's title and tags, escaped, with the tenant's name", () => {
    const html = head([
      { meta: [{ title: 'Root' }, { name: 'description', content: 'root' }] },
      {
        meta: [
          { title: 'A "quoted" <b>game</b>' },
          { name: 'description', content: 'Home & away' },
          { property: 'og:image', content: 'https://tv.example.org/p.jpg' },
        ],
      },
    ]);
    expect(html).toContain(
      '<title>A &#34;quoted&#34; &#60;b&#62;game&#60;/b&#62; · Touchline &#60;Sports&#62;</title>',
    );
    expect(html).toContain('<meta name="description" content="Home &#38; away">');
    expect(html).not.toContain('content="root"');
    expect(html).toContain('<link rel="canonical" href="https://tv.example.org/events/ev1/">');
  });

  it('writes structured data that no string can break out of', () => {
    const html = head([
      {
        headScripts: [
          { type: 'application/ld+json', children: JSON.stringify({ name: '</script><x>' }) },
          { type: 'text/javascript', children: 'alert(1)' },
        ],
      },
    ]);
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cx\\u003e"}</script>',
    );
    expect(html).not.toContain('alert(1)');
  });

  it("falls back to a static title key and the portal's tagline", () => {
    const html = head([{ staticData: { titleKey: 'auth.signInTitle' } }], '/auth/login/');
    expect(html).toContain('<title>t(auth.signInTitle) · Touchline &#60;Sports&#62;</title>');
    expect(html).toContain(
      '<meta name="description" content="Touchline &#60;Sports&#62;: t(shell.tagline)">',
    );
  });
});
