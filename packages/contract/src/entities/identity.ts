// A category / identity of spec §3: leagues, categories, sub-categories, teams and clubs.
import { z } from 'zod';
import { defaults } from '../constants';
import { bannerKind, identityKind, identityMediaType } from '../enums';
import { id } from '../ids';

export const linkTarget = z.enum(['_self', '_blank']);

export const banner = z.object({
  /** vertical_banner (a tall side banner), horizontal_banner (wide, above a list) or image. */
  kind: bannerKind.optional(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  linkTarget: linkTarget,
});
export type Banner = z.infer<typeof banner>;

/** An empty or missing title reads as `NO TITLE`, so every card has a label. */
export const identityTitle = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : defaults.title));

export const identity = z.object({
  id: id,
  /** Leagues and categories are `identity`; their children (sub-categories, teams) `identity_item`. */
  mediaType: identityMediaType,
  kind: identityKind,
  parentId: id.nullable(),
  archived: z.boolean(),
  title: identityTitle,
  order: z.number().int(),
  /** The main categories this item is listed under. */
  mainCategories: z.array(z.object({ id: id, title: z.string() })),
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  banners: z.array(banner),
  mobileBanners: z.array(banner),
  logoUrl: z.string().nullable(),
  identityIds: z.array(id),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
});
export type Identity = z.infer<typeof identity>;
export type IdentityInput = z.input<typeof identity>;
