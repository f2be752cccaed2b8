// The root of the route tree: every page renders inside the layout its route asks for.
import {
  createRootRouteWithContext,
  Outlet,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { AccountMenu } from '../features/auth/components/account-menu';
import { rootGuard } from '../features/auth/lib/guards';
import { RouteError } from '../features/errors/components/route-error';
import { RouteNotFound } from '../features/errors/components/route-not-found';
import { DefaultLayout } from '../features/shell/components/layouts';
import { PageLayout } from '../features/shell/components/page-layout';
import { colourModeStore } from '../lib/theme/colour-mode-store';
import { useRouteColourMode } from '../lib/theme/use-route-colour-mode';
import type { RouterContext } from '../lib/router/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §2: the storeUrl redirect of / and the club-selection rule apply before any page loads.
  beforeLoad: rootGuard,
  component: Root,
  notFoundComponent: RouteNotFound,
  // The root's own failures replace its component, so they bring their layout along.
  errorComponent: (props: ErrorComponentProps) => (
    <DefaultLayout>
      <RouteError {...props} />
    </DefaultLayout>
  ),
});

function Root() {
  useRouteColourMode(colourModeStore());
  return (
    <PageLayout account={<AccountMenu />}>
      <Outlet />
    </PageLayout>
  );
}
