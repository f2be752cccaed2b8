// The values an enum column may hold: one list per contract enum, which fails to compile when the
// contract gains a value the list lacks, and which the tables' check constraints spell out in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type {
  CommerceCoverage,
  CommerceMediaType,
  EventStatus,
  IdentityKind,
  MediaKind,
} from '@touchline/contract/enums';

/** SQL `IN (…)` list for a check constraint; the values are our own constants, never input. */
export const oneOf = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
/** The full list of a contract enum's values; fails to compile when one is missing. */
const allOf =
  <T extends string>() =>
  <const L extends readonly T[]>(
    values: L &
      ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L =>
    values;

export const identityKinds = allOf<IdentityKind>()([
  'league',
  'category',
  'subcategory',
  'team',
  'club',
]);
export const eventStatuses = allOf<EventStatus>()([
  'live',
  'upcoming',
  'channel',
  'vod',
  'training',
  'other',
]);
export const mediaKinds = allOf<MediaKind>()([
  'event',
  'clip',
  'user_clip',
  'user_highlight',
  'highlight',
]);
export const commerceTypes = allOf<CommerceMediaType>()([
  'free',
  'members',
  'ppv',
  'transactional',
  'subscription basic',
]);
export const commerceCoverages = allOf<CommerceCoverage>()([
  'commerce_free_media',
  'commerce_ppv_media',
  'commerce_subscription_media',
  'commerce_ppv_subscription_media',
]);
