// Small request and answer shapes several call files share.
import { z } from 'zod';
import { id } from '../ids';
import { contentOf } from '../paged';

/** Path parameters of `/…/id/:id` and `/…/:id` calls. */
export const idParams = z.object({ id: id }).strict();
export type IdParams = z.infer<typeof idParams>;

/** The answer of a write that has nothing to return beyond success. */
export const okAnswer = contentOf(z.object({ success: z.literal(true) }));
export type OkAnswer = z.infer<typeof okAnswer>;

/** A GET query list: `name[]=a&name[]=b` (normalised to `name` by the server) or one value. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(100)])
    .transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]));
