// Test helpers for the personal calls (follows, watchlist, tags, user clips): an accounts app, a
// signed-in viewer per tenant, and calls as a browser makes them.
import type { WireError } from '@touchline/contract/errors';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
  type Call,
} from '../src/modules/auth/accounts-test-kit';
import { hosts } from './test-app';

export interface Viewer {
  token: string;
  userId: string;
  host: string;
}

export async function signedIn(t: AccountsTestApp, host: string = hosts.touchline) {
  const account = freshAccount('personal');
  await registerAccount(t, account, host);
  const session = await loginAs(t, account, 'device-personal', host);
  return {
    token: session.tokenData.access_token,
    userId: session.profile.id,
    host,
  } satisfies Viewer;
}

/** A call as the viewer (their token and tenant host); the body is the answer or a failure. */
export const as = <T = unknown>(t: AccountsTestApp, who: Viewer, c: Omit<Call, 'token' | 'host'>) =>
  call<T & Partial<WireError>>(t, { ...c, token: who.token, host: who.host });

export { createAccountsTestApp, hosts };
