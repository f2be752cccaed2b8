// Per-tenant content pages written in Markdown: faq, about, terms, privacy and /info/{type}.
import { z } from 'zod';
import { pageTypeMaxLength, pageTypePattern } from '../formats';
import { isoDate } from '../ids';

/** The pages every tenant has; `/info/{type}` pages use any other slug. */
export const fixedPageType = z.enum(['faq', 'about', 'terms', 'privacy']);
export type FixedPageType = z.infer<typeof fixedPageType>;

export const pageType = z
  .string()
  .min(1)
  .max(pageTypeMaxLength)
  .regex(pageTypePattern, 'must be a page slug');

export const staticPage = z.object({
  type: pageType,
  title: z.string(),
  /** The source the tenant edits. */
  markdown: z.string(),
  /** Rendered on the server from `markdown` with raw HTML escaped, so the client can insert it. */
  html: z.string(),
  updatedAt: isoDate,
});
export type StaticPage = z.infer<typeof staticPage>;
