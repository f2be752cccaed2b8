// Whether this render may show what only the browser knows (the stored session and colour
// preference, the viewer's time zone and language list). False on the server and while React
// hydrates a server-rendered page, so both sides render the same markup; true right after, and
// from the start when the page was not server-rendered.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The time zone dates are written in: the server's zone (UTC) until the browser's may be used. */
export function useViewerTimeZone(timeZone?: string): string | undefined {
  return useHydrated() ? timeZone : (timeZone ?? 'UTC');
}
