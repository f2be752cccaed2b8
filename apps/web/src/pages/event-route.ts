// The route options of the watch pages, /events/{id}/ and /channels/{id}/, which differ only in
// what their player shows. Each route file is one call:
// `createFileRoute('/events/$eventId/')(eventRoute('event'))`.
//
// These pages compose the event view, the event cards and the player, so the factory lives
// beside the routes. The options load with the app; the page component, and the player with it,
// is imported on demand.
import { lazyRouteComponent } from '@tanstack/react-router';
import { eventQueryOptions } from '../features/event-view/api/get-event';
import { loadEvent } from '../features/event-view/api/load-event';
import { eventHead } from '../features/event-view/lib/event-head';
import { EventPageSkeleton } from '../features/event-view/components/event-page-skeleton';
import { routeHead } from '../lib/router/page-head-tags';
import type { RouterContext } from '../lib/router/router-context';
import { selectIsAuthenticated, sessionStore } from '../lib/session/session-store';
import { readEventParams, type EventParams, type WatchPageKind } from './event-params';

export function eventRoute(kind: WatchPageKind) {
  return {
    staticData: { layout: 'default' as const },
    params: {
      parse: (raw: Record<'eventId', string>) => readEventParams(raw),
      stringify: (params: EventParams) => params,
    },
    loader: async ({ context, params }: { context: RouterContext; params: EventParams }) => {
      const event = await loadEvent(context.queryClient, params.eventId);
      // Sub-loads (which ones depends on the event: a channel needs only its offers and guide)
      // run in parallel and never fail the page; the page renders meanwhile. Imported here so
      // the sub-load calls stay out of the first load of other pages.
      void import('../features/event-view/lib/prefetch-sub-loads').then(({ prefetchSubLoads }) =>
        prefetchSubLoads(
          context.queryClient,
          event,
          context.config.features,
          selectIsAuthenticated(sessionStore().getState()),
        ),
      );
    },
    // Title, description, share cards and structured data, from the event the loader fetched.
    head: ({
      match,
      params,
    }: {
      match: { context: RouterContext; pathname: string };
      params: EventParams;
    }) => {
      const { queryClient, origin = '' } = match.context;
      const event = queryClient.getQueryData(eventQueryOptions(params.eventId).queryKey);
      return routeHead(event ? eventHead(event, origin, `${origin}${match.pathname}`) : null);
    },
    pendingComponent: EventPageSkeleton,
    component: lazyRouteComponent(() =>
      import('./event-route-page').then(({ eventRoutePage }) => ({
        default: eventRoutePage(kind),
      })),
    ),
  };
}
