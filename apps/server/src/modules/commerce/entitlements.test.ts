// Entitlements in event answers: a pass unlocks its game, a subscription the games its items
// cover, nothing else; the buyer's room hears when a purchase settles; a bad token on a call
// where a token is optional answers 401 instead of an anonymous answer.
import type { Event } from '@touchline/contract/entities/event';
import type { PagedContent } from '@touchline/contract/paged';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from './commerce-test-kit';

let t: AccountsTestApp;
let passGame: { id: string };
let subscriptionGame: { id: string };
beforeAll(async () => {
  t = await createAccountsTestApp();
  const gameOf = async (coverage: 'commerce_ppv_media' | 'commerce_subscription_media') => {
    const rows = await t.database.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.tenantId, 'tn-touchline'),
          eq(events.commerceCoverage, coverage),
          eq(events.mediaKind, 'event'),
        ),
      );
    // One watchable in the tenant's default country, so region rules play no part here.
    return rows.find((r) => r.regionAllowed.length === 0 && r.regionBlocked.length === 0)!;
  };
  passGame = await gameOf('commerce_ppv_media');
  subscriptionGame = await gameOf('commerce_subscription_media');
});
afterAll(() => t.close());

const eventAs = async (viewer: Viewer | null, id: string) =>
  (await as<Event>(t, viewer, { url: `/api/event/get_by_id/id/${id}` })).body.content;
const listAs = async (viewer: Viewer | null) =>
  (await as<PagedContent<Event>>(t, viewer, { url: '/api/event/list', body: { size: 100 } })).body
    .content.entries;

describe('isEventAvailableForUser', () => {
  it('is false for paid games until the viewer holds something', async () => {
    const viewer = await signedInViewer(t);
    expect((await eventAs(null, passGame.id)).isEventAvailableForUser).toBe(false);
    expect((await eventAs(viewer, passGame.id)).isEventAvailableForUser).toBe(false);
    expect((await eventAs(viewer, subscriptionGame.id)).isEventAvailableForUser).toBe(false);
  });

  it('a pass unlocks its game only', async () => {
    const viewer = await signedInViewer(t);
    expect((await checkout(t, viewer, `${passGame.id}-pass`)).status).toBe(200);
    expect((await eventAs(viewer, passGame.id)).isEventAvailableForUser).toBe(true);
    const listed = await listAs(viewer);
    const unlocked = listed.filter((e) => e.commerceType !== 'free' && e.isEventAvailableForUser);
    expect(unlocked.map((e) => e.id)).toEqual([passGame.id]);
    // Nobody else gains from it.
    expect((await eventAs(await signedInViewer(t), passGame.id)).isEventAvailableForUser).toBe(
      false,
    );
  });

  it('a subscription unlocks the games its items cover, not pay-per-view-only ones', async () => {
    const viewer = await signedInViewer(t);
    await checkout(t, viewer, 'tl-offer-month');
    const listed = await listAs(viewer);
    const paid = listed.filter((e) => e.commerceType !== 'free' && e.eventType === 'event');
    for (const e of paid)
      expect(e.isEventAvailableForUser, e.id).toBe(e.commerceCoverage !== 'commerce_ppv_media');
    expect(paid.some((e) => e.isEventAvailableForUser)).toBe(true);
  });

  it('tells the buyer’s room when a purchase settles', async () => {
    const viewer = await signedInViewer(t);
    const sent = vi.spyOn(t.app.realtime, 'toUser');
    const bought = (await checkout(t, viewer, 'tl-offer-club')).body.content.contract!;
    expect(sent).toHaveBeenCalledWith('tn-touchline', viewer.userId, 'user-purchase-status', {
      contractId: bought.id,
      productId: 'tl-offer-club',
      status: 'succeeded',
    });
    sent.mockRestore();
  });
});

describe('a bad token where a token is optional', () => {
  it('answers 401 invalid_token, never an anonymous answer', async () => {
    const forged = { token: 'not-a-token', host: 'localhost:4320', userId: '' };
    const answer = await as(t, forged, { url: `/api/event/get_by_id/id/${passGame.id}` });
    expect(answer).toMatchObject({ status: 401, body: { messageErrorCode: 'invalid_token' } });
    const list = await as(t, forged, { url: '/api/event/list', body: { size: 5 } });
    expect(list.status).toBe(401);
  });
});
