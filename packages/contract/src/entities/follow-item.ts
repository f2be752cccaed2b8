// A followed league, category or team (spec §3 "Follow item") and its wire form.
import { z } from 'zod';
import { followTarget } from '../enums';
import { id } from '../ids';

/** The spec's item: what the session keeps in its followed map. */
export const followItem = z.object({
  id: id,
  title: z.string(),
  /** The identities this item belongs to, e.g. a team's leagues; drives the followed-identity set. */
  identitiesId: z.array(id).optional(),
});
export type FollowItem = z.infer<typeof followItem>;

/** As list_by_user and save answer it: `id` is the followed identity's id (the reference id). */
export const followedEntry = followItem.extend({
  type: followTarget,
  imageUrl: z.string().nullable(),
  identitiesId: z.array(id),
});
export type FollowedEntry = z.infer<typeof followedEntry>;
