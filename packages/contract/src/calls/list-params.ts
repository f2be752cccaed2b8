// The list parameters of spec §7 "Conventions", shared by every list call.
import { z } from 'zod';
import { sortDirection, sortField } from '../enums';
import { id } from '../ids';
import { limits } from '../constants';

/** Booleans arrive as JSON booleans in bodies and as "true"/"false" in query strings. */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);
/** A query array arrives as one value or many (`name[]=a&name[]=b`). */
export const idList = z
  .union([id, z.array(id).max(100)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** `start~end` in epoch milliseconds (spec §7: minute-rounded, +1 s on the end). */
export const eventDateRange = z
  .string()
  .regex(/^\d{1,15}~\d{1,15}$/, 'must be start~end in epoch milliseconds')
  .transform((v) => {
    const [start, end] = v.split('~').map(Number) as [number, number];
    return { start, end };
  })
  .refine((r) => r.start <= r.end, 'start must not be after end');

export const pageParams = z.object({
  page: z.coerce.number().int().min(0).max(limits.maxPage).default(0),
  size: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
  sort: sortField.optional(),
  order: sortDirection.optional(),
  next: flag.optional(),
  count: flag.optional(),
});
export type PageParams = z.infer<typeof pageParams>;
