// The search page's URL: `?q=` holds the query so a search can be shared and reloaded. A value
// that is not usable text (an array, a number from a hand-edited URL) reads as no query.
import { z } from 'zod';

export const searchMaxLength = 100;
/** Requests wait until typing pauses this long. */
export const searchDebounceMs = 250;

export const searchPageSchema = z.object({
  q: z.string().max(searchMaxLength).optional().catch(undefined),
});
export type SearchPageSearch = z.infer<typeof searchPageSchema>;

/** The text sent to the server: trimmed, with runs of spaces collapsed. */
export const normaliseQuery = (text: string) => text.trim().replace(/\s+/g, ' ');
