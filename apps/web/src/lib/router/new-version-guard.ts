// beforeLoad of the root: once a new build is served, a navigation leaves the single-page app and
// loads the target page in full, so the visitor moves to the new build between two pages.
import { redirect } from '@tanstack/react-router';
import { isOutdated } from '../app/new-version';

export function newVersionGuard({
  location,
  preload,
}: {
  location: { publicHref: string };
  preload: boolean;
}) {
  // Hovering a link preloads it: only a real navigation reloads.
  if (preload || !isOutdated()) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
  throw redirect({ href: location.publicHref, reloadDocument: true } as Parameters<
    typeof redirect
  >[0]);
}
