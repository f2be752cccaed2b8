import type {
  ContinueWatchingResponse,
  WatchPositionResponse,
} from '@touchline/contract/calls/user';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { events } from '../../db/schema';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let harbourViewer: Viewer;
let games: { id: string; duration: number }[];
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  const rows = await t.database.db
    .select({ id: events.id, duration: events.durationSeconds })
    .from(events)
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.mediaKind, 'event'),
        like(events.hdUrl, '/media/vod/%'),
      ),
    );
  games = rows
    .filter((r) => (r.duration ?? 0) > 60)
    .slice(0, 2)
    .map((r) => ({ id: r.id, duration: r.duration! }));
  await t.database.db.insert(events).values({
    tenantId: 'tn-touchline',
    id: 'tl-uc-bens-cw',
    title: 'Ben’s clip',
    sportType: 'football',
    mediaKind: 'user_clip',
    status: 'vod',
    startsAt: new Date(),
    parentEventId: games[0]!.id,
    ownerUserId: ben.userId,
  });
});
afterAll(() => t.close());

const save = (who: Viewer, body: unknown) =>
  as(t, who, { url: '/api/user/save_watch_position', body });
const positionOf = async (who: Viewer, id: string) =>
  (
    await as<WatchPositionResponse>(t, who, {
      method: 'GET',
      url: `/api/user/get_watch_position?video_id=${id}`,
    })
  ).body.content.position;
const rail = async (who: Viewer, query = '') => {
  const response = await as<ContinueWatchingResponse>(t, who, {
    method: 'GET',
    url: `/api/user/continue_watching${query}`,
  });
  expect(response.status).toBe(200);
  return response.body.content;
};

describe('continue watching', () => {
  it('keeps the latest position; the most recently watched comes first', async () => {
    const [a, b] = games;
    expect((await save(ana, { video_id: a!.id, position: 12.5 })).status).toBe(200);
    await save(ana, { video_id: b!.id, position: 30 });
    await save(ana, { video_id: a!.id, position: 40 });
    expect(await positionOf(ana, a!.id)).toBe(40);
    const { entries } = await rail(ana);
    expect(entries.map((e) => [e.event.id, e.position])).toEqual([
      [a!.id, 40],
      [b!.id, 30],
    ]);
    expect((await rail(ana, '?size=1')).nextExists).toBe(true);
  });

  it('a video watched to its end, or barely started, is not offered', async () => {
    const [a, b] = games;
    await save(ana, { video_id: a!.id, position: a!.duration - 3 });
    expect(await positionOf(ana, a!.id)).toBeNull();
    await save(ana, { video_id: b!.id, position: 2 });
    expect(await positionOf(ana, b!.id)).toBeNull();
    expect((await rail(ana)).entries).toEqual([]);
  });

  it('one user’s positions are not another’s; another user’s clip or tenant’s video is nobody’s', async () => {
    await save(ana, { video_id: games[0]!.id, position: 20 });
    expect(await positionOf(ben, games[0]!.id)).toBeNull();
    expect((await rail(ben)).entries).toEqual([]);
    const unknown = await save(ana, { video_id: 'zz-nothing', position: 20 });
    expect(unknown.status).toBe(404);
    for (const [who, id] of [
      [ana, 'tl-uc-bens-cw'],
      [harbourViewer, games[0]!.id],
    ] as const) {
      const response = await save(who, { video_id: id, position: 20 });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(unknown.body.message);
      expect(await positionOf(who, id)).toBeNull();
    }
    expect((await rail(harbourViewer)).entries).toEqual([]);
  });

  it('400 for bad input; 401 without a token', async () => {
    for (const body of [
      { video_id: games[0]!.id },
      { video_id: games[0]!.id, position: -1 },
      { video_id: games[0]!.id, position: 'x' },
      { video_id: 'a b', position: 1 },
      { video_id: games[0]!.id, position: 1, userId: 'x' },
    ]) {
      const response = await save(ana, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_error');
    }
    const noId = await as(t, ana, { method: 'GET', url: '/api/user/get_watch_position' });
    expect(noId.status).toBe(400);
    expect(
      (await as(t, ana, { method: 'GET', url: '/api/user/continue_watching?size=0' })).status,
    ).toBe(400);
    const anonymous = await call(t, { method: 'GET', url: '/api/user/continue_watching' });
    expect(anonymous.status).toBe(401);
  });
});
