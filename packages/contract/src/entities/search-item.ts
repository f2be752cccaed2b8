// A search hit that is not an event: a team or another identity item (spec §3 "Search item").
import { z } from 'zod';
import { identityKind, searchItemType } from '../enums';
import { id } from '../ids';

export const searchItem = z.object({
  id: id,
  title: z.string(),
  type: searchItemType,
  /** Which page the item opens: /league/, /category/, a sub-category of its category, /team/. */
  kind: identityKind.optional(),
  imageUrl: z.string().nullable(),
  /** The identities (leagues, categories) the item belongs to, for its link. */
  identitiesId: z.array(id),
});
export type SearchItem = z.infer<typeof searchItem>;
