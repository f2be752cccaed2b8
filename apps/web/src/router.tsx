// The router: file routes (routeTree.gen.ts), slashed URLs, preloading on intent, the
// not-found and error pages, and the locale prefix kept out of the route tree by `rewrite`.
// Server-rendered pages carry the server's TanStack Query cache into the browser's (ADR 036).
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter, type LocationRewrite, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from './features/errors/components/route-error';
import { RouteNotFound } from './features/errors/components/route-not-found';
import type { RouterContext } from './lib/router/router-context';
import './lib/router/static-data';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  context: RouterContext;
  rewrite?: LocationRewrite;
  history?: RouterHistory;
  /** On the server: the response's CSP nonce, given to the scripts the router writes. */
  nonce?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * What a server-rendered page hands the browser besides the routes' own data. The router only
 * serializes types it can check; the query cache holds the API's JSON answers.
 */
export interface DehydratedApp {
  queries: { [key: string]: Json };
}

export function createAppRouter({ context, rewrite, history, nonce }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    rewrite,
    history,
    trailingSlash: 'always',
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: RouteNotFound,
    defaultErrorComponent: RouteError,
    ...(nonce === undefined ? {} : { ssr: { nonce } }),
    // Only answers that arrived are sent: a query still loading or failed is asked again.
    dehydrate: (): DehydratedApp => ({
      queries: dehydrate(context.queryClient) as unknown as DehydratedApp['queries'],
    }),
    hydrate: (dehydrated: DehydratedApp) =>
      hydrate(context.queryClient, dehydrated.queries as unknown as DehydratedState),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
