// Test helpers for the personal calls (follows, watchlist, tags, user clips): an accounts app, a
// signed-in viewer per tenant, calls as a browser makes them, and the demo season pass.
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  call,
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
  type Call,
} from '../src/modules/auth/accounts-test-kit';
import { events, type EventRow } from '../src/db/schema';
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

/** The viewer redeems the demo code: Touchline's season pass, covering every sport. */
export async function holdSeasonPass(t: AccountsTestApp, who: Viewer): Promise<void> {
  const redeemed = await as(t, who, {
    url: '/api/commerce/redeem_access_code',
    body: { code: 'DEMO-SEASON-PASS' },
  });
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
}

/** A recorded Touchline game open to subscribers only (the season pass covers it), played
 *  everywhere and at least `minSeconds` long. */
export async function subscriptionGame(t: AccountsTestApp, minSeconds = 0): Promise<EventRow> {
  const games = await t.database.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.mediaKind, 'event'),
        eq(events.commerceCoverage, 'commerce_subscription_media'),
      ),
    );
  const game = games.find(
    (g) =>
      (g.hdUrl?.startsWith('/media/vod/') ?? false) &&
      g.regionAllowed.length === 0 &&
      (g.durationSeconds ?? 0) >= minSeconds,
  );
  expect(game, 'a recorded subscription game').toBeDefined();
  return game!;
}

export { createAccountsTestApp, hosts };
