// Where the app feeds telemetry by itself: a page view per resolved navigation, identify on
// sign-in and reset on sign-out (spec §4 "Session" hooks), and React's caught and uncaught
// render errors.
import type { ErrorInfo } from 'react';
import { onSessionChange } from '../session/session-events';
import { telemetry } from './telemetry';

interface PageLocation {
  pathname: string;
  searchStr?: string;
}

interface RouterLike {
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: PageLocation }) => void,
  ): () => void;
  state: { location: PageLocation };
}

export function wireTelemetry(router: RouterLike) {
  // A server-rendered page is hydrated, not loaded, so its first location may never resolve as a
  // navigation: it is counted here, and a resolve of the same location right after is not.
  let last: string | null = null;
  const page = ({ pathname, searchStr = '' }: PageLocation) => {
    const key = `${pathname}${searchStr}`;
    if (key === last) return;
    last = key;
    telemetry.page({ path: pathname, search: searchStr });
  };
  router.subscribe('onResolved', ({ toLocation }) => page(toLocation));
  page(router.state.location);
  onSessionChange({
    signedIn: (user, method) => telemetry.identify(user.id, { method }),
    signedOut: () => telemetry.reset(),
  });
}

/** createRoot / hydrateRoot options: render errors go to error reporting. */
export const reactErrorReporting = {
  onCaughtError: (error: unknown, info: ErrorInfo) =>
    telemetry.reportError(error, { react: { componentStack: info.componentStack ?? '' } }),
  onUncaughtError: (error: unknown, info: ErrorInfo) =>
    telemetry.reportError(error, { react: { componentStack: info.componentStack ?? '' } }),
};
