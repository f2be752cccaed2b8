// The router: file routes (routeTree.gen.ts), slashed URLs, preloading on intent, the
// not-found and error pages, and the locale prefix kept out of the route tree by `rewrite`.
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
}

export function createAppRouter({ context, rewrite, history }: AppRouterOptions) {
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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
