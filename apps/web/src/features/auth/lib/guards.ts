// Route guards applying the routing rules of spec §2 with TanStack Router redirects.
import { redirect } from '@tanstack/react-router';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { BrowserOnlyPage, renderingOnServer } from '../../../lib/router/server-render';
import { hasSession, sessionStore } from '../../../lib/session/session-store';
import { clubSkipped } from './club-skip';
import {
  authRedirect,
  clubRedirect,
  skipLoginRedirect,
  storeUrlRedirect,
  type Redirect,
} from './routing-rules';

export const redirectHref = (target: Redirect): string => {
  if (target.kind === 'external') return target.href;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(target.search ?? {})) search.set(name, String(value));
  const query = search.toString();
  return query ? `${target.to}?${query}` : target.to;
};

const follow = (target: Redirect | null) => {
  if (!target) return;
  // An href is resolved by the router itself (search parsed, locale prefix kept), so the
  // typed `to` is not needed here.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
  throw redirect({
    href: redirectHref(target),
    replace: true,
    reloadDocument: target.kind === 'external',
  } as Parameters<typeof redirect>[0]);
};

interface GuardArgs {
  context: { config: CustomerConfig };
  location: { pathname: string; href: string; search?: unknown };
}

/** beforeLoad of every login-required page. */
export const requireAuth = ({ context, location }: GuardArgs) => {
  // The session is stored in the browser: the server leaves these pages to it.
  if (renderingOnServer()) throw new BrowserOnlyPage();
  follow(
    authRedirect(context.config, hasSession(sessionStore().getState()), {
      ended: false,
      back: location.href,
    }),
  );
};

/** beforeLoad of the root: `/?storeUrl=`, then the club-selection rule (every page but /club/). */
export const rootGuard = ({ context, location }: GuardArgs) => {
  if (location.pathname === '/') {
    follow(storeUrlRedirect(((location.search ?? {}) as Record<string, unknown>).storeUrl));
  }
  const state = sessionStore().getState();
  if (!hasSession(state)) return;
  const skipped = state.user ? clubSkipped(state.user.id) : false;
  follow(clubRedirect(context.config, state.user, location.pathname, location.href, skipped));
};

/** beforeLoad of /auth/login/: the federation skip-login rule. */
export const loginGuard = ({ context, location }: GuardArgs) => {
  const search = (location.search ?? {}) as Record<string, unknown>;
  follow(skipLoginRedirect(context.config, search));
};
