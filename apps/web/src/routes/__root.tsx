// The root of the route tree: every page renders inside the layout its route asks for.
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AccountMenu } from '../features/auth/components/account-menu';
import { bannerBrowser } from '../features/smart-banner/lib/device-check';
import { choosePushId } from '../features/push/lib/push-identifier';
import { rootGuard } from '../features/auth/lib/guards';
import { RouteError } from '../features/errors/components/route-error';
import { RouteNotFound } from '../features/errors/components/route-not-found';
import { DefaultLayout } from '../features/shell/components/layouts';
import { PageLayout } from '../features/shell/components/page-layout';
import { CardActionProvider, type CardAction } from '../lib/app/card-action';
import { newVersionGuard } from '../lib/router/new-version-guard';
import { routeRulesGuard } from '../lib/router/route-rules';
import { useStaticTitle } from '../lib/router/use-static-title';
import { useHydrated } from '../lib/app/use-hydrated';
import { useViewerRefetch } from '../lib/app/use-viewer-refetch';
import { useCustomerConfig } from '../lib/config/config-context';
import { selectIsAuthenticated, useSession } from '../lib/session/session-store';
import { colourModeStore } from '../lib/theme/colour-mode-store';
import { useRouteColourMode } from '../lib/theme/use-route-colour-mode';
import type { RouterContext } from '../lib/router/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §2: a new build loads in full; then the tenant's per-path route rules, the storeUrl
  // redirect of / and the club-selection rule apply before any page loads.
  beforeLoad: (args) => {
    newVersionGuard(args);
    routeRulesGuard(args);
    rootGuard(args);
  },
  component: Root,
  notFoundComponent: RouteNotFound,
  // The root's own failures replace its component, so they bring their layout along.
  errorComponent: (props: ErrorComponentProps) => (
    <DefaultLayout>
      <RouteError {...props} />
    </DefaultLayout>
  ),
});

// The save button and the watchlist calls behind it are a chunk of their own, fetched once someone
// is signed in: visitors, who see no button, do not load it with the first page.
const SaveButton = lazy(() =>
  import('../features/watchlist/components/save-button').then((m) => ({ default: m.SaveButton })),
);

function CardSaveButton({ videoId, title }: { videoId: string; title: string }) {
  const signedIn = useSession(selectIsAuthenticated);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SaveButton videoId={videoId} title={title} look="card" />
    </Suspense>
  );
}

// The survey (spec §4) runs only for a signed-in viewer of a tenant with a form; its scheduler,
// dialog and calls are a chunk fetched then.
const SurveyHost = lazy(() => import('../features/survey/components/survey-host'));

function Survey() {
  const signedIn = useSession(selectIsAuthenticated);
  const formUrl = useCustomerConfig().surveyFormUrl;
  if (!signedIn || !formUrl) return null;
  return (
    <Suspense fallback={null}>
      <SurveyHost />
    </Suspense>
  );
}

// The smart app banner (spec §4) reads the device and a cookie, so it renders in the browser only,
// from a chunk fetched for phone browsers of tenants that offer an app.
const SmartBanner = lazy(() => import('../features/smart-banner/components/smart-banner'));

function SmartBannerSlot() {
  const hydrated = useHydrated();
  const { features, storeUrl } = useCustomerConfig();
  if (!hydrated || !features.smartBanner || !storeUrl || !bannerBrowser(navigator.userAgent)) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SmartBanner />
    </Suspense>
  );
}

// The notify button (spec §5, ADR 051): for a signed-in viewer of a tenant with notifications and
// a push identifier, in a browser with push; its chunk (service worker set-up, calls) loads then.
// Push is not initialised in the development build, which says so once.
const NotifyButton = lazy(() => import('../features/push/components/notify-button'));

function NotifySlot() {
  const hydrated = useHydrated();
  const signedIn = useSession(selectIsAuthenticated);
  const { customer } = useCustomerConfig();
  const pushId =
    hydrated && signedIn && customer.enableNotifications && 'PushManager' in window
      ? choosePushId(customer, window.location.hostname)
      : null;
  const local = import.meta.env.DEV;
  useEffect(() => {
    if (local && pushId) console.warn('Push is not initialised in the local environment.');
  }, [local, pushId]);
  if (!pushId || local) return null;
  return (
    <Suspense fallback={null}>
      <NotifyButton pushId={pushId} />
    </Suspense>
  );
}

/** Every catalogue card can be saved to the watchlist (the button shows for signed-in viewers). */
const saveCard: CardAction = (event) => <CardSaveButton videoId={event.id} title={event.title} />;

function Root() {
  useRouteColourMode(colourModeStore());
  useStaticTitle();
  useViewerRefetch();
  return (
    <CardActionProvider value={saveCard}>
      <PageLayout
        account={
          <>
            <NotifySlot />
            <AccountMenu />
          </>
        }
      >
        <Outlet />
      </PageLayout>
      {/* After the page: the banner covers the foot of the screen and must not push the page. */}
      <SmartBannerSlot />
      <Survey />
    </CardActionProvider>
  );
}
