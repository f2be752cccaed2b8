// The route options of the identity pages: /category/{mainId}/, its sub-categories, /league/{id}/
// and /team/{id}/. Each route file is one call, e.g.
// `createFileRoute('/league/$leagueId/')(identityRoute('league'))`.
//
// These pages compose two features (the identity's header and banners, the events' grids), so
// the factory lives beside the routes rather than in either feature. The options load with the
// app: the page component is imported on demand, one chunk for every identity page.
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import type { Identity } from '@touchline/contract/entities/identity';
import { eventListPagesQueryOptions } from '../features/events/api/list-events';
import {
  identityEventsParams,
  teamGamesParams,
  teamSections,
} from '../features/events/lib/list-params';
import { readListingSearch, type ListingSearch } from '../features/events/lib/listing-search';
import { subCategoriesQueryOptions } from '../features/identities/api/list-identities';
import { IdentityHeaderSkeleton } from '../features/identities/components/identity-header-skeleton';
import { findIdentity } from '../features/identities/lib/find-identity';
import { identityHead } from '../features/identities/lib/identity-head';
import { notFoundData } from '../lib/router/not-found-data';
import { routeHead } from '../lib/router/page-head-tags';
import type { RouterContext } from '../lib/router/router-context';
import {
  parseIdentityParams,
  shownIds,
  shownKinds,
  type IdentityPageKind,
  type IdentityParams,
} from './identity-pages';

const pageNotFound = () => notFound({ data: notFoundData('page'), throw: true });

function IdentityPending() {
  return (
    <div className="px-4 pt-6 sm:px-6 lg:px-10">
      <IdentityHeaderSkeleton />
    </div>
  );
}

interface IdentityLoad<K extends IdentityPageKind> {
  context: RouterContext;
  params: IdentityParams<K>;
}

/** The page's identity (and its category, for a sub-category), or the not-found page. */
async function ensureIdentity<K extends IdentityPageKind>(
  kind: K,
  queryClient: RouterContext['queryClient'],
  params: IdentityParams<K>,
) {
  const { id, parentId } = shownIds(kind, params);
  const [shown, parent] = await Promise.all([
    findIdentity(queryClient, id, shownKinds[kind]),
    parentId ? findIdentity(queryClient, parentId, ['category']) : null,
  ]);
  // A sub-category is only found under its own category.
  if (!shown || (parentId && (!parent || shown.parentId !== parent.id))) pageNotFound();
  return shown!;
}

/** Title, description and share cards from the identity the loader found. */
const identityPageHead = ({
  loaderData,
  match,
}: {
  loaderData?: Identity;
  match: { context: RouterContext; pathname: string };
}) => {
  const { origin = '' } = match.context;
  return routeHead(
    loaderData
      ? identityHead(loaderData, origin, `${origin}${match.pathname}`, match.context.i18n?.t)
      : null,
  );
};

function identityOptions<K extends IdentityPageKind>(kind: K) {
  return {
    staticData: { layout: 'home' as const },
    params: {
      parse: (raw: Record<string, string>) => parseIdentityParams(kind, raw),
      stringify: (params: IdentityParams<K>) => params,
    },
    head: identityPageHead,
    pendingComponent: IdentityPending,
    component: lazyRouteComponent(() =>
      import('./identity-route-page').then(({ identityRoutePage }) => ({
        default: identityRoutePage(kind),
      })),
    ),
  };
}

/** A league, category or sub-category page: the identity and its games, filtered in the URL. */
export function identityRoute<K extends Exclude<IdentityPageKind, 'team'>>(kind: K) {
  return {
    ...identityOptions(kind),
    validateSearch: readListingSearch,
    loaderDeps: ({ search }: { search: ListingSearch }) => search,
    loader: async ({ context, params, deps }: IdentityLoad<K> & { deps: ListingSearch }) => {
      const { id, navId } = shownIds(kind, params);
      if (navId) void context.queryClient.prefetchQuery(subCategoriesQueryOptions(navId));
      void context.queryClient.prefetchInfiniteQuery(
        eventListPagesQueryOptions(identityEventsParams(id, deps, new Date())),
      );
      return ensureIdentity(kind, context.queryClient, params);
    },
  };
}

/** A team page: its live, upcoming and past games; absent for a tenant that disables it. */
export function teamRoute() {
  return {
    ...identityOptions('team'),
    // The tenant's disable-team-page guard (spec §2): the page does not exist for it.
    beforeLoad: ({ context }: { context: RouterContext }) => {
      if (context.config.features.disableTeamPage) pageNotFound();
    },
    loader: async ({ context, params }: IdentityLoad<'team'>) => {
      for (const section of teamSections)
        void context.queryClient.prefetchInfiniteQuery(
          eventListPagesQueryOptions(teamGamesParams(params.teamId, section)),
        );
      return ensureIdentity('team', context.queryClient, params);
    },
  };
}
