// Where the app feeds telemetry by itself: a page view per resolved navigation, identify on
// sign-in and reset on sign-out (spec §4 "Session" hooks), and React's caught and uncaught
// render errors.
import type { ErrorInfo } from 'react';
import { onSessionChange } from '../session/session-events';
import { telemetry } from './telemetry';

interface RouterLike {
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: { pathname: string; searchStr?: string } }) => void,
  ): () => void;
}

export function wireTelemetry(router: RouterLike) {
  router.subscribe('onResolved', ({ toLocation }) =>
    telemetry.page({ path: toLocation.pathname, search: toLocation.searchStr ?? '' }),
  );
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
