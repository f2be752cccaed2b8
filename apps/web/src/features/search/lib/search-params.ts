// The search page's URL: `?q=` holds the query so a search can be shared and reloaded. A value
// that is not usable text (an array, a number from a hand-edited URL) reads as no query.
import { definedOnly, textOrUndefined } from '../../../lib/router/url-values';

export const searchMaxLength = 100;
/** Requests wait until typing pauses this long. */
export const searchDebounceMs = 250;

export interface SearchPageSearch {
  q?: string;
}

export const readSearchPageSearch = (raw: Record<string, unknown>): SearchPageSearch =>
  definedOnly({ q: textOrUndefined(raw.q, searchMaxLength) });

/** The text sent to the server: trimmed, with runs of spaces collapsed. */
export const normaliseQuery = (text: string) => text.trim().replace(/\s+/g, ' ');
