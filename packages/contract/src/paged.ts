// The Paged result of spec §3: `content` with counters and entries, plus error and message.
import { z } from 'zod';

export const pagedContent = <T extends z.ZodType>(entry: T) =>
  z.object({
    entryCount: z.number().int().nonnegative(),
    /**
     * With `count: true` in the request, the exact number of entries of the whole list. Without
     * it, the entries known to exist up to the end of this page (startIndex + entryCount): a
     * lower bound, `nextExists` says whether more follow. Counting costs a second scan, so a
     * client asks only when it shows the total (spec §3, §7).
     */
    totalCount: z.number().int().nonnegative(),
    itemsPerPage: z.number().int().nonnegative(),
    startIndex: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
    nextExists: z.boolean(),
    entries: z.array(entry),
  });

export const pagedResult = <T extends z.ZodType>(entry: T) =>
  z.object({
    content: pagedContent(entry),
    error: z.string().optional(),
    message: z.string().optional(),
  });

export type PagedContent<T> = {
  entryCount: number;
  totalCount: number;
  itemsPerPage: number;
  startIndex: number;
  count: number;
  nextExists: boolean;
  entries: T[];
};
export type PagedResult<T> = { content: PagedContent<T>; error?: string; message?: string };

/** Every single-object answer wraps its payload in `content` like the paged one. */
export const contentOf = <T extends z.ZodType>(inner: T) => z.object({ content: inner });
