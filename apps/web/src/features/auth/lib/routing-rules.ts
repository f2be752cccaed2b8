// The routing rules of spec §2, as pure decisions the route guards apply.
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { safeInternalPath } from '../../../lib/router/safe-path';

export type Redirect =
  | { kind: 'route'; to: string; search?: Record<string, string | boolean> }
  | { kind: 'external'; href: string };

export const loginPath = '/auth/login/';
export const clubPath = '/club/';
/** The operator console: staff at work, whom a viewer's club choice does not concern. */
export const consolePath = '/console/';

/** Single sign-on counts as configured when the tenant signs in through the federation. */
export const singleSignOnConfigured = (config: CustomerConfig) => config.sso.ifaEnabled;

/**
 * A login-required page without a usable session. Only a session that really ended (a failed
 * refresh) says so; a visitor who never signed in is asked to sign in and comes back after.
 */
export const authRedirect = (
  config: CustomerConfig,
  authenticated: boolean,
  why: { ended: true } | { ended: false; back?: string } = { ended: false },
): Redirect | null => {
  if (authenticated) return null;
  if (singleSignOnConfigured(config)) return { kind: 'route', to: '/' };
  if (why.ended) return { kind: 'route', to: loginPath, search: { sessionExpired: true } };
  const back = why.back ? safeInternalPath(why.back) : null;
  return {
    kind: 'route',
    to: loginPath,
    search: back ? { signInRequired: true, redirect: back } : { signInRequired: true },
  };
};

const normalisePath = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The tenant lets a viewer skip the club choice. */
export const clubSkipAllowed = (config: CustomerConfig) =>
  config.features.clubSelection && config.features.clubSelectionSkip;

/**
 * Club selection: a signed-in user without a favourite club goes to /club/ from anywhere else,
 * unless the tenant allows skipping and this viewer skipped.
 */
export const clubRedirect = (
  config: CustomerConfig,
  user: UserProfile | null,
  pathname: string,
  href: string,
  skipped = false,
): Redirect | null => {
  if (!config.features.clubSelection || !user || user.favoriteClubId) return null;
  if (skipped && clubSkipAllowed(config)) return null;
  const path = normalisePath(pathname);
  if (path === clubPath || path.startsWith(consolePath)) return null;
  return { kind: 'route', to: clubPath, search: { redirect: href } };
};

/** The flag a federation portal puts on the login link (`?ifa=true`). */
export const federationFlag = 'ifa';

export const skipLoginRedirect = (
  config: CustomerConfig,
  search: Record<string, unknown>,
): Redirect | null => {
  const flag = search[federationFlag];
  const present = flag === true || flag === 'true' || flag === '1';
  return config.features.federationSkipLogin && present ? { kind: 'route', to: '/' } : null;
};

/**
 * `/?storeUrl=…`: leave for the store unless the value is empty or the text "undefined". Only
 * http(s) addresses are followed, so the parameter cannot run script or open other schemes.
 */
export const storeUrlRedirect = (storeUrl: unknown): Redirect | null => {
  if (typeof storeUrl !== 'string') return null;
  const value = storeUrl.trim();
  if (value === '' || value === 'undefined') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
};

/** Only paths inside the app are followed after sign-in or club selection. */
export const safeRedirectPath = (value: unknown, fallback = '/'): string =>
  safeInternalPath(value) ?? fallback;
