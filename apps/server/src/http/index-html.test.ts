import type { CustomerConfig } from '@touchline/contract/customer-config';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml, scriptSafeJson } from './index-html';

const config = {
  name: 'Club </script><script>alert(1)</script> & Co',
  theme: {
    primary: '#112233',
    primaryContrast: '#ffffff',
    accent: '#445566',
    logoUrl: '/logo.svg',
    faviconUrl: '/icon.svg',
  },
} as CustomerConfig;

const template =
  '<!doctype html><html><head><meta charset="utf-8"><title>Touchline</title><!--touchline-theme--><!--touchline-config--></head><body></body></html>';

describe('renderIndexHtml', () => {
  const html = renderIndexHtml(template, config);

  it('injects the config as inert JSON', () => {
    const script = /<script>window\.__TOUCHLINE_CONFIG__ = (.*?);<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1]!)).toEqual(config);
    // The only </script> sequences are the ones the server wrote.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('injects the theme variables and favicon and sets the escaped title', () => {
    expect(html).toContain(
      '<style id="touchline-theme">:root{--tl-primary:#112233;--tl-primary-contrast:#ffffff;--tl-accent:#445566}</style>',
    );
    expect(html).toContain('<link rel="icon" href="/icon.svg">');
    expect(html).toContain(
      '<title>Club &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--touchline-');
  });

  it('adds a title and falls back to </head> when markers are missing', () => {
    const bare = renderIndexHtml('<html><head></head><body></body></html>', {
      ...config,
      name: 'Harbour',
    });
    expect(bare).toMatch(
      /<head><style id="touchline-theme">.*<\/style><link rel="icon" href="\/icon.svg"><title>Harbour<\/title><script>window.__TOUCHLINE_CONFIG__ = .*<\/script><\/head>/,
    );
  });

  it('keeps $-patterns in values literal', () => {
    expect(renderIndexHtml(template, { ...config, name: "$& $' $`" })).toContain(
      '<title>$&#38; $&#39; $`</title>',
    );
  });
});

describe('scriptSafeJson', () => {
  it('escapes everything that could end a script or change its meaning', () => {
    const json = scriptSafeJson({ a: '</script><!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });
});
