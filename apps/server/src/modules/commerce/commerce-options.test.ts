// GET /api/event/get_commerce_options: the offers that unlock one event, per its coverage.
import type { Product } from '@touchline/contract/entities/product';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../../db/schema';
import { commerceProducts } from '../../db/schema-commerce';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function optionsOf(eventId: string, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/event/get_commerce_options?eventId=${encodeURIComponent(eventId)}`,
    headers: { host },
  });
  return { status: response.statusCode, body: response.json<{ content: Product[] } & WireError>() };
}

/** A game of this coverage that plays everywhere (no region rules). */
async function gameOf(tenantId: string, coverage: EventRow['commerceCoverage']) {
  const rows = await t.database.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.commerceCoverage, coverage),
        eq(events.mediaKind, 'event'),
      ),
    );
  const row = rows.find((r) => r.regionAllowed.length === 0 && r.regionBlocked.length === 0);
  if (!row) throw new Error(`no ${coverage} game for ${tenantId}`);
  return row;
}

describe('GET /api/event/get_commerce_options', () => {
  it('offers a pay-per-view game its own pass, priced in the tenant’s currency', async () => {
    const game = await gameOf('tn-touchline', 'commerce_ppv_media');
    const { status, body } = await optionsOf(game.id);
    expect(status).toBe(200);
    expect(body.content).toEqual([
      {
        id: `${game.id}-pass`,
        title: `Match pass: ${game.title}`,
        description: 'This game live and on replay, for as long as it stays on the portal.',
        eventId: game.id,
        price: 4.99,
        currency: 'GBP',
        type: 'ppv',
        isCanceled: false,
        isActive: true,
        startDate: null,
        endDate: null,
        purchaseProcessing: false,
        lastPayment: null,
        autoRenew: false,
        isEventAvailableInUserRegion: true,
        duration: null,
        durationUnits: null,
        allowedAccessIdentityItems: [],
      },
    ]);
  });

  it('offers a subscription game the subscriptions covering its competition or its teams', async () => {
    const game = await gameOf('tn-touchline', 'commerce_subscription_media');
    const { status, body } = await optionsOf(game.id);
    expect(status).toBe(200);
    const ids = body.content.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['tl-offer-month', 'tl-offer-season']));
    expect(body.content.every((p) => p.type !== 'ppv' && p.eventId === null)).toBe(true);
    // Cheapest first.
    const prices = body.content.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const season = body.content.find((p) => p.id === 'tl-offer-season')!;
    expect(season).toMatchObject({
      type: 'svod',
      price: 79.99,
      duration: 1,
      durationUnits: 'year',
    });
    expect(season.allowedAccessIdentityItems.length).toBeGreaterThan(0);
    // The club pass (one team) exactly where that club plays.
    const games = await t.database.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.tenantId, 'tn-touchline'),
          eq(events.commerceCoverage, 'commerce_subscription_media'),
        ),
      );
    const club = 'tl-team-riverside-rovers';
    const plays = games.filter((g) => g.team1Id === club || g.team2Id === club);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.length).toBeLessThan(games.length);
    for (const g of games) {
      const offered = (await optionsOf(g.id)).body.content.map((p) => p.id);
      expect(offered.includes('tl-offer-club')).toBe(plays.includes(g));
    }
  });

  it('offers nothing for a free event', async () => {
    const game = await gameOf('tn-touchline', 'commerce_free_media');
    expect(await optionsOf(game.id)).toEqual({ status: 200, body: { content: [] } });
  });

  it('lists only offers on sale, and says when the game cannot be watched here', async () => {
    const game = await gameOf('tn-touchline', 'commerce_ppv_media');
    const db = t.database.db;
    await db.insert(commerceProducts).values([
      {
        tenantId: 'tn-touchline',
        id: `${game.id}-withdrawn`,
        type: 'ppv',
        title: 'Withdrawn pass',
        eventId: game.id,
        priceMinor: 100,
        currency: 'GBP',
        active: false,
      },
      {
        tenantId: 'tn-touchline',
        id: `${game.id}-ended`,
        type: 'ppv',
        title: 'Early-bird pass',
        eventId: game.id,
        priceMinor: 200,
        currency: 'GBP',
        offerEndsAt: new Date(Date.now() - 60_000),
      },
    ]);
    const where = and(eq(events.tenantId, 'tn-touchline'), eq(events.id, game.id));
    await db
      .update(events)
      .set({ regionBlocked: ['GB'] })
      .where(where);
    try {
      const { body } = await optionsOf(game.id);
      expect(body.content.map((p) => p.id)).toEqual([`${game.id}-pass`]);
      expect(body.content[0]!.isEventAvailableInUserRegion).toBe(false);
    } finally {
      await db.update(events).set({ regionBlocked: game.regionBlocked }).where(where);
    }
  });

  it('answers 404 with context event for an unknown event or another tenant’s', async () => {
    const unknown = await optionsOf('no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found', context: 'event' });
    const harbourGame = await gameOf('tn-harbour', 'commerce_ppv_media');
    const foreign = await optionsOf(harbourGame.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'not_found', context: 'event' });
    const own = await optionsOf(harbourGame.id, hosts.harbour);
    expect(own.body.content.map((p) => [p.id, p.currency])).toEqual([
      [`${harbourGame.id}-pass`, 'EUR'],
    ]);
  });

  it.each([
    ['a malformed id', '/api/event/get_commerce_options?eventId=bad!id'],
    ['no id', '/api/event/get_commerce_options'],
  ])('answers 400 naming eventId for %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: hosts.touchline } });
    expect(response.statusCode).toBe(400);
    const body = response.json<WireError>();
    expect(body.error).toBe('validation_error');
    expect(JSON.stringify(body.fields)).toContain('eventId');
  });
});
