// The query parameters of the auth pages (spec §2), read leniently: a bad value is dropped,
// never an error page.
import { definedOnly, flagOrUndefined, textOrUndefined } from '../../../lib/router/url-values';

const textLimit = 2000;

export interface LoginSearch {
  sessionExpired?: boolean;
  /** A login-required page was opened without a session (never signed in here). */
  signInRequired?: boolean;
  deviceNoLongerAllowedError?: boolean;
  redirect?: string;
  ifa?: boolean;
}

export const loginSearch = (raw: Record<string, unknown>): LoginSearch =>
  definedOnly({
    sessionExpired: flagOrUndefined(raw.sessionExpired),
    signInRequired: flagOrUndefined(raw.signInRequired),
    deviceNoLongerAllowedError: flagOrUndefined(raw.deviceNoLongerAllowedError),
    redirect: textOrUndefined(raw.redirect, textLimit),
    ifa: flagOrUndefined(raw.ifa),
  });

/** The device-limit page's `data` is checked by the page itself (limit-data.ts). */
export const limitSearch = (raw: Record<string, unknown>): { data?: unknown } =>
  definedOnly({ data: raw.data });

/** A token is text; a URL whose token is all digits gives the router a number. */
export const resetSearch = (raw: Record<string, unknown>): { token?: string } =>
  definedOnly({
    token:
      typeof raw.token === 'string'
        ? raw.token
        : typeof raw.token === 'number'
          ? String(raw.token)
          : undefined,
  });

export const redirectSearch = (raw: Record<string, unknown>): { redirect?: string } =>
  definedOnly({ redirect: textOrUndefined(raw.redirect, textLimit) });
