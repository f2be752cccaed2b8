// The locales the portal ships (spec §2 "Languages"); a tenant offers a subset of them.
import { rtlLocales } from '@touchline/contract/constants';
import type { Locale } from '@touchline/contract/enums';
import { localeValues } from '@touchline/contract/enum-values';

export const allLocales: readonly Locale[] = localeValues;
export const baseLocale: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (allLocales as readonly string[]).includes(value);
}

/** The language i18next is in, as one of the tenant's locales (it may briefly report a fallback). */
export function activeLocale(
  i18n: { language: string; resolvedLanguage?: string },
  available: readonly Locale[],
): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) && available.includes(language) ? language : (available[0] ?? 'en');
}

/** Case-insensitive lookup ("fr-ca" → "fr-CA") within the locales a tenant offers. */
export function matchLocale(value: string, available: readonly Locale[]): Locale | null {
  const wanted = value.toLowerCase();
  return available.find((candidate) => candidate.toLowerCase() === wanted) ?? null;
}

export function localeDir(locale: Locale): 'rtl' | 'ltr' {
  return (rtlLocales as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/** Locales that share most texts with another one fall back to it before English. */
export function fallbackChain(locale: Locale): Locale[] {
  if (locale === 'fr-CA') return ['fr', baseLocale];
  return locale === baseLocale ? [] : [baseLocale];
}

// Each language's own name ("Deutsch", "עברית"), as language menus show them, written out for
// the locales the portal ships rather than asked of Intl.DisplayNames: its first use loads
// display data, the longest single step of hydrating a page on a phone, and the server's ICU
// and a browser's may name a language differently, which would break hydration.
const nativeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'fr-CA': 'Français canadien',
  he: 'עברית',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
  ca: 'Català',
  ko: '한국어',
  zh: '中文',
  'bs-BA': 'Bosanski',
  'uk-UA': 'Українська',
};

export function nativeLanguageName(locale: Locale): string {
  return nativeNames[locale];
}

/**
 * The tag dates and numbers are written with: the viewer's own regional variant of the active
 * language when the browser names one ("en" with a browser set to en-GB → "en-GB"), else the
 * active locale itself.
 */
export function formattingLocale(active: Locale, browserLanguages: readonly string[]): string {
  if (active.includes('-')) return active;
  const regional = browserLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === active);
  try {
    return regional ? (Intl.getCanonicalLocales(regional)[0] ?? active) : active;
  } catch {
    return active;
  }
}
