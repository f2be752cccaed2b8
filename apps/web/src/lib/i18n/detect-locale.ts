// Which locale a visit starts in: an explicit path prefix, then the saved cookie, then the
// browser's language list, then the tenant's default (spec §2 "Languages").
import type { Locale } from '@touchline/contract/enums';
import { matchLocale } from './locales';

export interface LocaleSignals {
  pathLocale: Locale | null;
  cookie: string | null;
  browserLanguages: readonly string[];
  available: readonly Locale[];
  tenantDefault: Locale;
}

/** "de-AT" → "de", "pt-BR" → "pt", "uk" → "uk-UA": exact tag first, then the language alone. */
export function matchBrowserLanguage(tag: string, available: readonly Locale[]): Locale | null {
  const exact = matchLocale(tag, available);
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  if (!language) return null;
  return (
    available.find((candidate) => candidate.toLowerCase() === language) ??
    available.find((candidate) => candidate.split('-')[0]?.toLowerCase() === language) ??
    null
  );
}

export function detectLocale(signals: LocaleSignals): Locale {
  const { available } = signals;
  if (signals.pathLocale && available.includes(signals.pathLocale)) return signals.pathLocale;
  const fromCookie = signals.cookie ? matchLocale(signals.cookie, available) : null;
  if (fromCookie) return fromCookie;
  for (const tag of signals.browserLanguages) {
    const match = matchBrowserLanguage(tag, available);
    if (match) return match;
  }
  if (available.includes(signals.tenantDefault)) return signals.tenantDefault;
  // The contract guarantees at least one language per tenant.
  return available[0] ?? signals.tenantDefault;
}
