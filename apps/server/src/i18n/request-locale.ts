// The language a request is answered in (ADR 040): the portal sends its active locale as
// `Accept-Language`; any other caller gets the best match of its own header, else English.
import { locale as localeSchema, type Locale } from '@touchline/contract/enums';

const supported: readonly Locale[] = localeSchema.options;
const tagPattern = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
// Headers are capped so a hostile one costs nothing to read.
const maxHeaderLength = 512;
const maxEntries = 20;

/** The header's tags, most wanted first ("de-CH, de;q=0.9, en;q=0.5" → de-CH, de, en). */
function wantedTags(header: string): string[] {
  return header
    .slice(0, maxHeaderLength)
    .split(',')
    .slice(0, maxEntries)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tagPattern.test(tag) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag.toLowerCase());
}

/** A tag as one of the portal's locales: exact ("fr-ca"), else by language ("de-at" → de, "uk" → uk-UA). */
function matchTag(tag: string): Locale | undefined {
  const exact = supported.find((candidate) => candidate.toLowerCase() === tag);
  if (exact) return exact;
  const language = tag.split('-')[0];
  // The plain language before a regional variant: "fr-BE" reads French, not Canadian French.
  return (
    supported.find((candidate) => candidate.toLowerCase() === language) ??
    supported.find((candidate) => candidate.toLowerCase().split('-')[0] === language)
  );
}

export function requestLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  for (const tag of wantedTags(header)) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return 'en';
}
