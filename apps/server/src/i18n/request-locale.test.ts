import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale';

describe('requestLocale', () => {
  it("takes the portal's locale as it sends it", () => {
    expect(requestLocale('uk-UA')).toBe('uk-UA');
    expect(requestLocale('fr-CA')).toBe('fr-CA');
    expect(requestLocale('bs-BA')).toBe('bs-BA');
  });

  it("matches a browser's header by weight, then by language", () => {
    expect(requestLocale('de-AT, en;q=0.5')).toBe('de');
    expect(requestLocale('en;q=0.4, pl;q=0.9')).toBe('pl');
    expect(requestLocale('uk')).toBe('uk-UA');
    expect(requestLocale('fr-BE')).toBe('fr');
    expect(requestLocale('FR-ca')).toBe('fr-CA');
    expect(requestLocale('ja, ko;q=0.8')).toBe('ko');
  });

  it('answers English to no header, an unknown language or a hostile one', () => {
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('')).toBe('en');
    expect(requestLocale('ja')).toBe('en');
    expect(requestLocale('*')).toBe('en');
    expect(requestLocale('pl;q=0')).toBe('en');
    expect(requestLocale('../../etc/passwd, <script>')).toBe('en');
    expect(requestLocale('pl;q=NaN')).toBe('pl');
    // Past the first 512 characters nothing is read.
    expect(requestLocale(`${'x-'.repeat(300)}, pl`)).toBe('en');
    expect(requestLocale(['he', 'de'])).toBe('he');
  });
});
