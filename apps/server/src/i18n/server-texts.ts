// The server's own user-facing texts (mail, error messages) in every portal locale (ADR 040):
// one JSON file per locale in ../locales, checked for completeness like the portal's, with the
// same fallbacks (Canadian French → French → English).
import type { Locale } from '@touchline/contract/enums';
import i18next, { type TFunction } from 'i18next';
import bsBA from '../locales/bs-BA.json';
import ca from '../locales/ca.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import frCA from '../locales/fr-CA.json';
import fr from '../locales/fr.json';
import he from '../locales/he.json';
import it from '../locales/it.json';
import ko from '../locales/ko.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';
import ukUA from '../locales/uk-UA.json';
import zh from '../locales/zh.json';

export const serverLocaleFiles: Record<Locale, object> = {
  'bs-BA': bsBA,
  ca,
  de,
  en,
  es,
  'fr-CA': frCA,
  fr,
  he,
  it,
  ko,
  pl,
  pt,
  'uk-UA': ukUA,
  zh,
};

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    Object.entries(serverLocaleFiles).map(([locale, messages]) => [
      locale,
      { translation: messages },
    ]),
  ),
  lng: 'en',
  fallbackLng: { 'fr-CA': ['fr', 'en'], default: ['en'] },
  load: 'currentOnly',
  // Resources are in memory: ready before the first request, no backend to wait for.
  initAsync: false,
  // Mail is plain text: nothing to escape, and an escaped "&" would show as "&amp;".
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The texts of one locale. */
export function serverTexts(locale: Locale): TFunction {
  return texts.getFixedT(locale);
}

/** A key's text in the locale (or its fallbacks), or undefined when no locale has it. */
export function serverText(locale: Locale, key: string): string | undefined {
  return texts.exists(key, { lng: locale }) ? texts.t(key, { lng: locale }) : undefined;
}

/**
 * A failure's `message` in the viewer's language; the `error` code stays as it is. English keeps
 * the message the failure was raised with, which says more (which field, which path) and is
 * what the log records.
 */
export function inViewerLanguage<T extends { error: string; message: string }>(
  body: T,
  locale: Locale,
): T {
  if (locale === 'en') return body;
  const message = serverText(locale, `errors.${body.error}`);
  return message ? { ...body, message } : body;
}
