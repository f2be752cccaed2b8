import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, matchRouteRule, routeRulesGuard } from './route-rules';

const rules = [
  { from: '/latest', to: '/live/' },
  { from: '/faq/', to: 'https://help.example.com/faq' },
  { from: '/loop/', to: '/loop?x=1' },
];

describe('route rules', () => {
  it('matches a path with or without its trailing slash', () => {
    expect(matchRouteRule(rules, '/latest/')?.to).toBe('/live/');
    expect(matchRouteRule(rules, '/faq')?.to).toBe('https://help.example.com/faq');
    expect(matchRouteRule(rules, '/latest/more/')).toBeNull();
  });

  it('ignores a rule that points at its own path', () => {
    expect(matchRouteRule(rules, '/loop/')).toBeNull();
  });

  it('tells absolute URLs from portal paths', () => {
    expect(isAbsoluteUrl('https://help.example.com/faq')).toBe(true);
    expect(isAbsoluteUrl('/live/')).toBe(false);
  });

  it('redirects inside the app for a path and by a full load for an absolute URL', () => {
    const guard = (pathname: string) => {
      try {
        routeRulesGuard({ context: { config: { routeRules: rules } }, location: { pathname } });
        return null;
      } catch (thrown) {
        return (thrown as { options: { href: string; reloadDocument: boolean } }).options;
      }
    };
    expect(guard('/latest/')).toMatchObject({ href: '/live/', reloadDocument: false });
    expect(guard('/faq/')).toMatchObject({
      href: 'https://help.example.com/faq',
      reloadDocument: true,
    });
    expect(guard('/')).toBeNull();
  });
});
