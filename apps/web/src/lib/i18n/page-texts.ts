// The texts a server-rendered page carries (ADR 036): its locale and that locale's strings with
// their fallbacks, so the browser starts in the language the page was rendered in, without
// downloading them again.
import type { Locale } from '@touchline/contract/enums';
import type { Messages } from './i18n';
import { isLocale } from './locales';

export interface PageTexts {
  locale: Locale;
  resources: Partial<Record<Locale, Messages>>;
}

declare global {
  interface Window {
    __TOUCHLINE_TEXTS__?: unknown;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts the server put in the page, or null for a page the browser renders alone. */
export function readPageTexts(raw: unknown = window.__TOUCHLINE_TEXTS__): PageTexts | null {
  if (!isRecord(raw) || typeof raw.locale !== 'string' || !isLocale(raw.locale)) return null;
  if (!isRecord(raw.resources)) return null;
  const resources: PageTexts['resources'] = {};
  for (const [name, messages] of Object.entries(raw.resources)) {
    if (isLocale(name) && isRecord(messages)) resources[name] = messages;
  }
  return { locale: raw.locale, resources };
}
