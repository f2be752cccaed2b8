import type { Locale } from '@touchline/contract/enums';
import { describe, expect, it } from 'vitest';
import { detectLocale, matchBrowserLanguage, type LocaleSignals } from './detect-locale';
import { localeCookieString, readLocaleCookie } from './locale-cookie';
import {
  allLocales,
  fallbackChain,
  formattingLocale,
  localeDir,
  nativeLanguageName,
} from './locales';

const signals = (overrides: Partial<LocaleSignals> = {}): LocaleSignals => ({
  pathLocale: null,
  cookie: null,
  browserLanguages: [],
  available: ['en', 'de', 'fr', 'fr-CA', 'he'],
  tenantDefault: 'en',
  ...overrides,
});

describe('locale detection', () => {
  it('takes the saved cookie first', () => {
    expect(detectLocale(signals({ cookie: 'de', browserLanguages: ['fr-FR', 'en'] }))).toBe('de');
  });

  it('takes an explicit path prefix over the cookie', () => {
    expect(detectLocale(signals({ pathLocale: 'he', cookie: 'de' }))).toBe('he');
  });

  it('then walks the browser language list in order', () => {
    expect(detectLocale(signals({ browserLanguages: ['ja', 'fr-BE', 'de'] }))).toBe('fr');
    expect(detectLocale(signals({ browserLanguages: ['fr-CA', 'fr'] }))).toBe('fr-CA');
  });

  it('then falls back to the tenant default', () => {
    expect(detectLocale(signals({ browserLanguages: ['ja', 'ko'], tenantDefault: 'de' }))).toBe(
      'de',
    );
  });

  it('ignores a cookie or prefix the tenant does not offer', () => {
    expect(detectLocale(signals({ cookie: 'pl', browserLanguages: ['he-IL'] }))).toBe('he');
    expect(detectLocale(signals({ pathLocale: 'pl' as Locale, cookie: 'xx' }))).toBe('en');
  });

  it('uses the first offered language when even the tenant default is not offered', () => {
    expect(detectLocale(signals({ available: ['de', 'fr'], tenantDefault: 'en' }))).toBe('de');
  });

  it('matches regional and bare browser tags to the offered locales', () => {
    const available: Locale[] = ['en', 'pt', 'uk-UA', 'bs-BA', 'zh'];
    expect(matchBrowserLanguage('pt-BR', available)).toBe('pt');
    expect(matchBrowserLanguage('uk', available)).toBe('uk-UA');
    expect(matchBrowserLanguage('bs-Latn-BA', available)).toBe('bs-BA');
    expect(matchBrowserLanguage('ZH-tw', available)).toBe('zh');
    expect(matchBrowserLanguage('ja-JP', available)).toBeNull();
  });
});

describe('locales', () => {
  it('are the fourteen of the spec', () => {
    expect(allLocales).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'fr-CA',
      'he',
      'it',
      'pl',
      'pt',
      'ca',
      'ko',
      'zh',
      'bs-BA',
      'uk-UA',
    ]);
  });

  it('are right-to-left only for Hebrew', () => {
    expect(localeDir('he')).toBe('rtl');
    expect(allLocales.filter((locale) => localeDir(locale) === 'rtl')).toEqual(['he']);
    expect(localeDir('ko')).toBe('ltr');
  });

  it('fall back to English, Canadian French through French', () => {
    expect(fallbackChain('fr-CA')).toEqual(['fr', 'en']);
    expect(fallbackChain('de')).toEqual(['en']);
    expect(fallbackChain('en')).toEqual([]);
  });

  it('are named in their own language', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('he')).toBe('עברית');
    expect(nativeLanguageName('uk-UA')).toBe('Українська');
  });

  it('are named as each language names itself, for every shipped locale', () => {
    // The table is written out; Intl (where it knows the language) agrees with it.
    for (const locale of allLocales) {
      const tag = locale === 'bs-BA' ? 'bs' : locale === 'uk-UA' ? 'uk' : locale;
      const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? '';
      expect(nativeLanguageName(locale).toLocaleLowerCase(tag)).toBe(name.toLocaleLowerCase(tag));
    }
  });
});

describe('the locale cookie', () => {
  it('is i18n_redirected for 365 days on path /', () => {
    expect(localeCookieString('fr-CA')).toBe(
      'i18n_redirected=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is read among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=de; b=2')).toBe('de');
    expect(readLocaleCookie('a=1')).toBeNull();
    expect(readLocaleCookie('i18n_redirected=')).toBeNull();
  });
});

describe('the formatting locale', () => {
  it('is the viewer regional variant of the active language when the browser names one', () => {
    expect(formattingLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(formattingLocale('de', ['fr-FR', 'de-AT'])).toBe('de-AT');
    expect(formattingLocale('de', ['fr-FR'])).toBe('de');
    expect(formattingLocale('fr-CA', ['fr-FR'])).toBe('fr-CA');
  });
});
