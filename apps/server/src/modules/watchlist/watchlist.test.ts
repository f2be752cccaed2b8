import type { GetWatchlistResponse, WatchlistIdsResponse } from '@touchline/contract/calls/user';
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { WireError } from '@touchline/contract/errors';
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
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';
import { events } from '../../db/schema';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let harbourViewer: Viewer;
let games: string[];
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  const list = await call<EventListResponse>(t, {
    url: '/api/event/list',
    body: { status: 'archived', size: 3, sort: 'title', order: 'asc' },
  });
  games = list.body.content.entries.map((e) => e.id);
  // Ben's own clip: private to him, so nobody else can save it.
  await t.database.db.insert(events).values({
    tenantId: 'tn-touchline',
    id: 'tl-uc-ben',
    title: 'Ben’s moment',
    sportType: 'football',
    mediaKind: 'user_clip',
    status: 'vod',
    startsAt: new Date(),
    parentEventId: games[0]!,
    ownerUserId: ben.userId,
  });
});
afterAll(() => t.close());

const add = (who: Viewer, body: unknown) =>
  as<WatchlistIdsResponse>(t, who, { url: '/api/user/add_to_watchlist', body });
const remove = (who: Viewer, body: unknown) =>
  as<WatchlistIdsResponse>(t, who, { url: '/api/user/remove_from_watchlist', body });
const ids = async (who: Viewer) =>
  (
    await as<WatchlistIdsResponse>(t, who, {
      method: 'GET',
      url: '/api/user/get_watchlist_ids',
    })
  ).body.content.videoIds;
const watchlist = (who: Viewer, query = '') =>
  as<GetWatchlistResponse>(t, who, { method: 'GET', url: `/api/user/get_watchlist${query}` });

describe('watchlist', () => {
  it('adds videos newest first; adding twice keeps one and answers the ids', async () => {
    expect(await ids(ana)).toEqual([]);
    const first = await add(ana, { video_id: games[0] });
    expect(first).toMatchObject({ status: 200, body: { content: { videoIds: [games[0]] } } });
    await add(ana, { video_id: games[1] });
    const again = await add(ana, { video_id: games[0] });
    expect(again.body.content.videoIds).toEqual([games[1], games[0]]);
    expect(await ids(ana)).toEqual([games[1], games[0]]);
  });

  it('get_watchlist answers the videos as events, paged and sorted', async () => {
    const all = await watchlist(ana);
    expect(all.status).toBe(200);
    expect(all.body.content.entries.map((e) => e.id)).toEqual([games[1], games[0]]);
    expect(all.body.content.entries[0]!.title).toBeTruthy();
    const page = await watchlist(ana, '?size=1&page=1');
    expect(page.body.content).toMatchObject({ startIndex: 1, entryCount: 1, nextExists: false });
    expect(page.body.content.entries[0]!.id).toBe(games[0]);
    const byTitle = await watchlist(ana, '?sort=title&order=asc');
    expect(byTitle.body.content.entries.map((e) => e.id)).toEqual([games[0], games[1]]);
  });

  it('one user sees nothing of another’s list, and cannot remove from it', async () => {
    expect(await ids(ben)).toEqual([]);
    expect((await watchlist(ben)).body.content.entries).toEqual([]);
    const removed = await remove(ben, { video_id: games[0] });
    expect(removed).toMatchObject({ status: 200, body: { content: { videoIds: [] } } });
    expect(await ids(ana)).toEqual([games[1], games[0]]);
  });

  it('another user’s clip or another tenant’s video answers like an id nobody has', async () => {
    const unknown = await add(ana, { video_id: 'zz-nothing' });
    expect(unknown.status).toBe(404);
    const clip = await add(ana, { video_id: 'tl-uc-ben' });
    expect(clip.status).toBe(404);
    expect(JSON.stringify(clip.body).replace('tl-uc-ben', 'zz-nothing')).toBe(
      JSON.stringify(unknown.body),
    );
    const otherTenant = await add(harbourViewer, { video_id: games[0] });
    expect(otherTenant.status).toBe(404);
    expect((otherTenant.body as WireError).message).toBe((unknown.body as WireError).message);
    expect(await ids(harbourViewer)).toEqual([]);
    // Ben may save his own clip.
    expect((await add(ben, { video_id: 'tl-uc-ben' })).body.content.videoIds).toEqual([
      'tl-uc-ben',
    ]);
  });

  it('a paid game on the list is available to a viewer whose pass covers it', async () => {
    const paid = await subscriptionGame(t);
    const fan = await signedIn(t);
    expect((await add(fan, { video_id: paid.id })).status).toBe(200);
    const availability = async () =>
      (await watchlist(fan)).body.content.entries.find((e) => e.id === paid.id)
        ?.isEventAvailableForUser;
    expect(await availability()).toBe(false);
    await holdSeasonPass(t, fan);
    expect(await availability()).toBe(true);
  });

  it('removes; removing again answers the same', async () => {
    expect((await remove(ana, { video_id: games[1] })).body.content.videoIds).toEqual([games[0]]);
    const again = await remove(ana, { video_id: games[1] });
    expect(again).toMatchObject({ status: 200, body: { content: { videoIds: [games[0]] } } });
  });

  it('400 for malformed input; 401 without a token', async () => {
    for (const body of [{}, { video_id: '' }, { video_id: 'a/b' }, { video_id: 'x', extra: 1 }]) {
      const response = await add(ana, body);
      expect(response.status).toBe(400);
      expect((response.body as WireError).error).toBe('validation_error');
    }
    expect((await watchlist(ana, '?size=0')).status).toBe(400);
    expect((await watchlist(ana, '?sort=views')).status).toBe(400);
    const anonymous = await call(t, { method: 'GET', url: '/api/user/get_watchlist_ids' });
    expect(anonymous.status).toBe(401);
  });
});
