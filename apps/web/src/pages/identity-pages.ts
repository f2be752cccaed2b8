// What tells the identity pages apart: their path params, the kinds of identity each shows, and
// which category's sub-category navigation it carries. Shared by the route options (loaded with
// the app) and the page component (loaded on demand).
import type { IdentityKind } from '@touchline/contract/enums';
import { isId } from '@touchline/contract/formats';
import { pathParam } from '../lib/router/url-values';

interface ParamsOf {
  category: { mainId: string };
  subcategory: { mainId: string; subId: string };
  league: { leagueId: string };
  team: { teamId: string };
}
export type IdentityPageKind = keyof ParamsOf;
export type IdentityParams<K extends IdentityPageKind> = ParamsOf[K];

type Raw = Record<string, unknown>;
// Written out per kind so each stays typed by its own kind.
const parsers: { [K in IdentityPageKind]: (raw: Raw) => ParamsOf[K] } = {
  category: (raw) => ({ mainId: pathParam(raw, 'mainId', isId) }),
  subcategory: (raw) => ({
    mainId: pathParam(raw, 'mainId', isId),
    subId: pathParam(raw, 'subId', isId),
  }),
  league: (raw) => ({ leagueId: pathParam(raw, 'leagueId', isId) }),
  team: (raw) => ({ teamId: pathParam(raw, 'teamId', isId) }),
};

export const parseIdentityParams = <K extends IdentityPageKind>(kind: K, raw: Raw) =>
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
