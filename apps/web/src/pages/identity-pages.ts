// What tells the identity pages apart: their path params, the kinds of identity each shows, and
// which category's sub-category navigation it carries. Shared by the route options (loaded with
// the app) and the page component (loaded on demand).
import type { IdentityKind } from '@touchline/contract/enums';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';

const paramSchemas = {
  category: z.object({ mainId: id }),
  subcategory: z.object({ mainId: id, subId: id }),
  league: z.object({ leagueId: id }),
  team: z.object({ teamId: id }),
};
export type IdentityPageKind = keyof typeof paramSchemas;
type ParamsOf = { [K in IdentityPageKind]: z.infer<(typeof paramSchemas)[K]> };
export type IdentityParams<K extends IdentityPageKind> = ParamsOf[K];

// Written out per kind (rather than indexing the schemas) so each stays typed by its own kind.
const parsers: { [K in IdentityPageKind]: (raw: unknown) => ParamsOf[K] } = {
  category: (raw) => paramSchemas.category.parse(raw),
  subcategory: (raw) => paramSchemas.subcategory.parse(raw),
  league: (raw) => paramSchemas.league.parse(raw),
  team: (raw) => paramSchemas.team.parse(raw),
};

export const parseIdentityParams = <K extends IdentityPageKind>(kind: K, raw: unknown) =>
  parsers[kind](raw);

export interface ShownIds {
  /** The identity the page is about. */
  id: string;
  /** The category a sub-category must belong to. */
  parentId?: string;
  /** The category whose sub-categories the page lists. */
  navId?: string;
}

const shown: { [K in IdentityPageKind]: (params: ParamsOf[K]) => ShownIds } = {
  category: ({ mainId }) => ({ id: mainId, navId: mainId }),
  subcategory: ({ mainId, subId }) => ({ id: subId, parentId: mainId, navId: mainId }),
  league: ({ leagueId }) => ({ id: leagueId }),
  team: ({ teamId }) => ({ id: teamId }),
};

export const shownIds = <K extends IdentityPageKind>(kind: K, params: ParamsOf[K]) =>
  shown[kind](params);

/** The kinds of identity each page shows; another kind's id is not found there. */
export const shownKinds: Record<IdentityPageKind, readonly IdentityKind[]> = {
  category: ['category'],
  subcategory: ['subcategory'],
  league: ['league'],
  team: ['team', 'club'],
};
