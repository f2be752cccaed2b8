// Identity rows → the contract's Identity. Nothing of a row reaches the client except through here.
import { defaults } from '@touchline/contract/constants';
import type { Banner, Identity } from '@touchline/contract/entities/identity';
import type { IdentityMediaType } from '@touchline/contract/enums';
import type { IdentityRow, LinkedBanner } from '../../db/schema';

/** Leagues and categories are identities; their items (sub-categories, teams, clubs) identity items. */
export const mediaTypeOf = (kind: IdentityRow['kind']): IdentityMediaType =>
  kind === 'league' || kind === 'category' ? 'identity' : 'identity_item';

const toBanner = (b: LinkedBanner): Banner => ({
  kind: b.kind,
  imageUrl: b.imageUrl,
  linkUrl: b.linkUrl,
  linkTarget: b.linkTarget ?? '_self',
});

export interface IdentityRelations {
  /** Children ids per parent id, in order. */
  children: Map<string, string[]>;
  categories: { id: string; title: string; sportType: string | null }[];
}

/**
 * mainCategories: a sub-category's own category; a league's, team's or club's the categories of
 * its sport; none for a category itself. identityIds: the item's children (a category's
 * sub-categories, a league's teams).
 */
export function toIdentity(row: IdentityRow, relations: IdentityRelations): Identity {
  const mainCategories =
    row.kind === 'category'
      ? []
      : relations.categories.filter((c) =>
          row.kind === 'subcategory'
            ? c.id === row.parentId
            : row.sportType !== null && c.sportType === row.sportType,
        );
  const social = row.socialLinks;
  return {
    id: row.id,
    mediaType: mediaTypeOf(row.kind),
    kind: row.kind,
    parentId: row.parentId,
    archived: row.archived,
    title: row.title.trim() === '' ? defaults.title : row.title,
    order: row.order,
    mainCategories: mainCategories.map((c) => ({ id: c.id, title: c.title })),
    imageUrl: row.imageUrl,
    bannerUrl: row.bannerUrl,
    banners: row.banners.map(toBanner),
    mobileBanners: row.mobileBanners.map(toBanner),
    logoUrl: row.logoUrl,
    identityIds: relations.children.get(row.id) ?? [],
    facebookUrl: social.facebook ?? null,
    instagramUrl: social.instagram ?? null,
    xUrl: social.x ?? null,
    webUrl: social.web ?? null,
  };
}
