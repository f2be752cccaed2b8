// Whether this render may show what only the browser knows (the stored session and colour
// preference, the viewer's time zone and language list). False on the server and while React
// hydrates a server-rendered page, so both sides render the same markup; true right after, and
// from the start when the page was not server-rendered.
//
// One flag for the whole tree, flipped in a transition once hydration has committed: every
// component reading it then renders again in slices that yield to the browser. A
// useSyncExternalStore whose server snapshot differs re-renders each reader synchronously after
// hydration, one long task over every date and menu of the page (Total Blocking Time on a phone).
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// Outside a provider (component tests, a page rendered by the browser alone) nothing is hydrating.
const HydratedContext = createContext(true);

export function HydrationProvider({
  hydrated: initial,
  children,
}: {
  /** False on the server and over a server-rendered page until it has hydrated. */
  hydrated: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(initial);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** The time zone dates are written in: the server's zone (UTC) until the browser's may be used. */
export function useViewerTimeZone(timeZone?: string): string | undefined {
  return useHydrated() ? timeZone : (timeZone ?? 'UTC');
}
