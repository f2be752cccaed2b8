// Shared clips (a link anyone may open, under the game's entitlement) and clips cut from a live
// game's DVR window.
import type { ClipResponse } from '@touchline/contract/calls/clips';
import type { EventResponse } from '@touchline/contract/calls/events';
import type { WireError } from '@touchline/contract/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createAccountsTestApp,
  holdSeasonPass,
  hosts,
  signedIn,
  subscriptionGame,
  type Viewer,
} from '../../../test/personal-test-kit';
import { events } from '../../db/schema';
import { commerceProducts } from '../../db/schema-commerce';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let harbourViewer: Viewer;
let freeGame: string;
let paidGame: string;
let offerGame: string;
let liveGame: { id: string; asset: string };
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  const { db } = t.database;
  const games = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.mediaKind, 'event')));
  const vod = games.filter((g) => g.hdUrl?.startsWith('/media/vod/'));
  freeGame = vod.find((g) => g.commerceType === 'free' && (g.durationSeconds ?? 0) > 60)!.id;
  // A free game made paid once a clip is cut from it (below).
  paidGame = vod.filter((g) => g.commerceType === 'free' && g.id !== freeGame).at(-1)!.id;
  offerGame = vod.filter((g) => g.commerceType === 'free' && g.id !== freeGame).at(-2)!.id;
  const live = games.find((g) => g.status === 'live' && g.hdUrl?.startsWith('/media/live/'))!;
  liveGame = { id: live.id, asset: /\/media\/live\/([^/]+)\//.exec(live.hdUrl!)![1]! };
  // Started an hour ago, so the last minutes of the channel are seconds 3000–3600 of the game.
  await db
    .update(events)
    .set({ startsAt: new Date(Date.now() - 3600_000), commerceType: 'free' })
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, live.id)));
});
afterAll(() => t.close());

const create = (who: Viewer, body: Record<string, unknown>) =>
  as<ClipResponse>(t, who, { url: '/api/clip/create', body });
const update = (who: Viewer, id: string, body: Record<string, unknown>) =>
  as<ClipResponse>(t, who, { url: `/api/clip/update/${id}`, body });
const optionsOf = (who: Viewer | null, eventId: string) => {
  const url = `/api/event/get_commerce_options?eventId=${encodeURIComponent(eventId)}`;
  return who
    ? as<{ content: { id: string; eventId: string | null }[] }>(t, who, { method: 'GET', url })
    : call<{ content: { id: string; eventId: string | null }[] }>(t, { method: 'GET', url });
};
const open = (who: Viewer | null, id: string, form: 'event' | 'clip' = 'event') => {
  const url = `/api/${form}/get_by_id/id/${id}`;
  return who
    ? as<EventResponse>(t, who, { method: 'GET', url })
    : call<EventResponse & Partial<WireError>>(t, { method: 'GET', url });
};

describe('sharing a clip', () => {
  it('a clip is its owner’s until shared; then anyone of the tenant opens it by id only', async () => {
    const clip = (
      await create(ana, { title: 'Share me', event: freeGame, startTime: 5, endTime: 25 })
    ).body.content;
    expect(clip.shared).toBe(false);
    const unknown = await open(null, 'uc-nothing');
    for (const who of [null, ben]) {
      const before = await open(who, clip.id);
      expect(before.status).toBe(404);
      expect(before.body.message).toBe(unknown.body.message);
    }

    const shared = await update(ana, clip.id, { shared: true });
    expect(shared.body.content).toMatchObject({ title: 'Share me', shared: true });
    for (const who of [null, ben]) {
      for (const form of ['event', 'clip'] as const) {
        const seen = await open(who, clip.id, form);
        expect(seen.status).toBe(200);
        expect(seen.body.content).toMatchObject({ id: clip.id, title: 'Share me' });
        expect(seen.body.content.source.hd).toBe(clip.source.hd);
        // Whether it is shared is the owner's to know.
        expect(seen.body.content.shared).toBeUndefined();
      }
    }
    // Another tenant, lists and search still do not show it.
    expect((await open(harbourViewer, clip.id)).status).toBe(404);
    const benList = await as<ClipResponse>(t, ben, { url: '/api/clip/user_list', body: {} });
    expect(JSON.stringify(benList.body)).not.toContain(clip.id);
    const listed = await call(t, { url: '/api/event/list', body: { media_type: 'user_clip' } });
    expect(JSON.stringify(listed.body)).not.toContain(clip.id);

    // Nobody else may share, rename or unshare it; the owner may stop sharing.
    expect((await update(ben, clip.id, { shared: false })).status).toBe(404);
    expect((await update(harbourViewer, clip.id, { shared: false })).status).toBe(404);
    expect((await update(ana, clip.id, { shared: false })).body.content.shared).toBe(false);
    expect((await open(ben, clip.id)).status).toBe(404);
  });

  it('a shared clip of a paid game plays only for those who may watch the game', async () => {
    const cut = await create(ana, { title: 'Paid', event: paidGame, startTime: 5, endTime: 25 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const clip = cut.body.content;
    await update(ana, clip.id, { shared: true });
    await t.database.db
      .update(events)
      .set({ commerceType: 'ppv', commerceCoverage: 'commerce_ppv_media' })
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, paidGame)));
    // What the clip copied from its game when cut, as if it had been paid then.
    await t.database.db
      .update(events)
      .set({ commerceType: 'ppv', commerceCoverage: 'commerce_ppv_media' })
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, clip.id)));
    const mine = await open(ana, clip.id);
    expect(mine.body.content).toMatchObject({ isEventAvailableForUser: true });
    // Its owner's address is signed: the game's asset is paid, so its plain path answers 403 (ADR 049).
    expect(mine.body.content.source.hd).toMatch(/^\/media\/t\/[^/]+\/clip\//);
    for (const who of [null, ben]) {
      const seen = await open(who, clip.id);
      expect(seen.status).toBe(200);
      expect(seen.body.content).toMatchObject({ isEventAvailableForUser: false });
      expect(seen.body.content.source.hd).toBeNull();
    }
  });

  it('a shared clip of a paid game offers the game’s pass to its link’s visitors', async () => {
    const game = offerGame;
    const cut = await create(ana, { title: 'Offer', event: game, startTime: 30, endTime: 40 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const clip = cut.body.content;
    await t.database.db.insert(commerceProducts).values({
      tenantId: 'tn-touchline',
      id: `${game}-clip-test-pass`,
      type: 'ppv',
      title: 'Match pass',
      eventId: game,
      priceMinor: 499,
      currency: 'GBP',
    });
    // The game made paid, and the clip as if cut while it was.
    await t.database.db
      .update(events)
      .set({ commerceType: 'ppv', commerceCoverage: 'commerce_ppv_media' })
      .where(and(eq(events.tenantId, 'tn-touchline'), inArray(events.id, [game, clip.id])));
    // Not shared: someone else's clip is unknown to the offers as to its page.
    for (const who of [null, ben, harbourViewer]) {
      const refused = await optionsOf(who, clip.id);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ messageErrorCode: 'not_found', context: 'event' });
    }
    await update(ana, clip.id, { shared: true });
    for (const who of [null, ben]) {
      const offered = await optionsOf(who, clip.id);
      expect(offered.status).toBe(200);
      expect(offered.body.content).toEqual([
        expect.objectContaining({ id: `${game}-clip-test-pass`, eventId: game }),
      ]);
    }
    expect((await optionsOf(harbourViewer, clip.id)).status).toBe(404);
  });

  it('a shared clip of a subscription game opens with the pass covering the game’s league', async () => {
    const game = await subscriptionGame(t);
    // Cut by a viewer whose season pass covers the game (the pass is what lets them cut it).
    const cleo = await signedIn(t);
    await holdSeasonPass(t, cleo);
    const cut = await create(cleo, { title: 'Season', event: game.id, startTime: 5, endTime: 15 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const clip = cut.body.content;
    // The clip is part of its game: its card names the game's competitions.
    const shown = (await open(null, game.id)).body.content;
    expect(clip.categories).toEqual(shown.categories);
    expect(clip.categories.length).toBeGreaterThan(0);
    await update(cleo, clip.id, { shared: true });

    const dan = await signedIn(t);
    expect((await open(dan, clip.id)).body.content.isEventAvailableForUser).toBe(false);
    const offers = (await optionsOf(dan, clip.id)).body.content.map((offer) => offer.id);
    expect(offers).toContain('tl-offer-season');
    await holdSeasonPass(t, dan);
    const opened = (await open(dan, clip.id)).body.content;
    expect(opened.isEventAvailableForUser).toBe(true);
    expect(opened.source.hd).toMatch(/^\/media\/t\/[^/]+\/clip\//);
  });

  it('400 for an update naming nothing or something else', async () => {
    for (const body of [{}, { shared: 'yes' }, { shared: true, owner: 'x' }]) {
      expect((await update(ana, 'uc-anything', body)).status).toBe(400);
    }
  });
});

describe('clips of a live game', () => {
  const secondsAgo = (s: number) => 3600 - s;

  it('cuts 20 s of the DVR window into a finished clip that plays at once', async () => {
    const created = await create(ana, {
      title: 'Live goal',
      event: liveGame.id,
      startTime: secondsAgo(60),
      endTime: secondsAgo(40),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clip = created.body.content;
    expect(clip).toMatchObject({ eventType: 'user_clip', eventStatus: 'vod', duration: 20 });
    const range = new RegExp(`^/media/clip/${liveGame.asset}/(\\d+)-(\\d+)/master\\.m3u8$`);
    const [, from, to] = range.exec(clip.source.hd!)!;
    expect(Number(to) - Number(from)).toBe(20_000);
    const master = await t.app.inject({ url: clip.source.hd!, headers: { host: hosts.touchline } });
    expect(master.statusCode).toBe(200);
    const rendition = /^(?!#)(\S+index\.m3u8)$/m.exec(master.body)![1]!;
    const media = await t.app.inject({ url: rendition, headers: { host: hosts.touchline } });
    expect(media.statusCode).toBe(200);
    expect(media.body).toContain('#EXT-X-ENDLIST');
  });

  it('refuses moments outside the window (too old or still to come); runs over a restart', async () => {
    for (const [startTime, endTime] of [
      [secondsAgo(3000), secondsAgo(2980)],
      [secondsAgo(-30), secondsAgo(-50)],
      [secondsAgo(10), secondsAgo(-10)],
    ] as const) {
      const refused = await create(ana, { title: 'Late', event: liveGame.id, startTime, endTime });
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.map((f) => f.path)).toEqual(['startTime']);
    }
    // The demo channels loop every 64–90 s, so one of these ranges runs over a restart: its clip
    // continues into the asset's next pass after a discontinuity.
    const media = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { content } = (
          await create(ana, {
            title: `Over ${i}`,
            event: liveGame.id,
            startTime: secondsAgo(40 + 19 * i),
            endTime: secondsAgo(20 + 19 * i),
          })
        ).body;
        const master = await t.app.inject({
          url: content.source.hd!,
          headers: { host: hosts.touchline },
        });
        const rendition = /^(?!#)(\S+index\.m3u8)$/m.exec(master.body)![1]!;
        return (await t.app.inject({ url: rendition, headers: { host: hosts.touchline } })).body;
      }),
    );
    expect(media.filter((body) => body.includes('#EXT-X-DISCONTINUITY')).length).toBeGreaterThan(0);
    for (const body of media) expect(body).toContain('#EXT-X-ENDLIST');
  });
});
