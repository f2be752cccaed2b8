import type { Locale } from '@touchline/contract/enums';
import { describe, expect, it, vi } from 'vitest';
import { LocalePrefixState, splitLocalePrefix, withLocalePrefix } from './locale-prefix';

const available: Locale[] = ['en', 'de', 'fr-CA', 'he'];

describe('locale path prefix', () => {
  it('is split off the path when it names an offered locale', () => {
    expect(splitLocalePrefix('/de/live/', available)).toEqual({ locale: 'de', path: '/live/' });
    expect(splitLocalePrefix('/de/', available)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePrefix('/de', available)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePrefix('/fr-ca/archive/', available)).toEqual({
      locale: 'fr-CA',
      path: '/archive/',
    });
  });

  it('leaves other paths alone', () => {
    expect(splitLocalePrefix('/live/', available)).toEqual({ locale: null, path: '/live/' });
    expect(splitLocalePrefix('/', available)).toEqual({ locale: null, path: '/' });
    expect(splitLocalePrefix('/dev/', available)).toEqual({ locale: null, path: '/dev/' });
    // A locale the tenant does not offer is an ordinary (unknown) path segment.
    expect(splitLocalePrefix('/pl/live/', available)).toEqual({ locale: null, path: '/pl/live/' });
  });

  it('is put back in front of a path', () => {
    expect(withLocalePrefix('/live/', 'de')).toBe('/de/live/');
    expect(withLocalePrefix('/', 'he')).toBe('/he/');
    expect(withLocalePrefix('/live/', null)).toBe('/live/');
  });
});

describe('the router rewrite', () => {
  const rewrite = (state: LocalePrefixState) => state.rewrite();

  it('strips the prefix on the way in and remembers it for the way out', () => {
    const state = new LocalePrefixState(available, null);
    const url = rewrite(state).input?.({ url: new URL('http://x/de/live/?page=2') });
    expect(url instanceof URL && url.pathname).toBe('/live/');
    expect(url instanceof URL && url.search).toBe('?page=2');
    expect(state.prefix).toBe('de');
    const out = rewrite(state).output?.({ url: new URL('http://x/upcoming/') });
    expect(out instanceof URL && out.pathname).toBe('/de/upcoming/');
  });

  it('keeps unprefixed URLs for a visit without a prefix', () => {
    const state = new LocalePrefixState(available, null);
    rewrite(state).input?.({ url: new URL('http://x/live/') });
    const out = rewrite(state).output?.({ url: new URL('http://x/archive/') });
    expect(out instanceof URL && out.pathname).toBe('/archive/');
    expect(state.href('/faq/')).toBe('/faq/');
  });

  it('tells listeners when history lands under another prefix', () => {
    const state = new LocalePrefixState(available, 'de');
    const listener = vi.fn();
    state.subscribe(listener);
    rewrite(state).input?.({ url: new URL('http://x/he/') });
    rewrite(state).input?.({ url: new URL('http://x/he/live/') });
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith('he');
    expect(state.href('/faq/')).toBe('/he/faq/');
  });
});
