import type { ClipListResponse, ClipResponse } from '@touchline/contract/calls/clips';
import type { WireError } from '@touchline/contract/errors';
import { and, eq, like, ne } from 'drizzle-orm';
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
let game: { id: string; duration: number; asset: string };
let paid: string;
let live: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  const games = await t.database.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.mediaKind, 'event'),
        like(events.hdUrl, '/media/vod/%'),
      ),
    );
  const free = games.find((g) => g.commerceType === 'free' && (g.durationSeconds ?? 0) > 60)!;
  game = {
    id: free.id,
    duration: free.durationSeconds!,
    asset: /\/media\/vod\/([^/]+)\//.exec(free.hdUrl!)![1]!,
  };
  paid = games.find((g) => g.commerceType !== 'free')!.id;
  const [liveGame] = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.tenantId, 'tn-touchline'),
        eq(events.status, 'live'),
        ne(events.mediaKind, 'user_clip'),
      ),
    );
  live = liveGame!.id;
});
afterAll(() => t.close());

const create = (who: Viewer, body: Record<string, unknown>) =>
  as<ClipResponse>(t, who, { url: '/api/clip/create', body });
const userList = (who: Viewer, body: Record<string, unknown> = {}) =>
  as<ClipListResponse>(t, who, { url: '/api/clip/user_list', body });
const clipBody = (over: Record<string, unknown> = {}) => ({
  title: 'My goal',
  event: game.id,
  startTime: 30,
  endTime: 50,
  ...over,
});

describe('clip/create', () => {
  it('cuts a clip that plays at once from its own playlist over the game’s segments', async () => {
    const created = await create(ana, clipBody());
    expect(created.status).toBe(200);
    const clip = created.body.content;
    expect(clip).toMatchObject({
      title: 'My goal',
      eventType: 'user_clip',
      eventId: game.id,
      duration: 20,
      eventOffset: 30,
      isEventAvailableForUser: true,
    });
    expect(clip.source.hd).toBe(`/media/clip/${game.asset}/30000-50000/master.m3u8`);
    const master = await t.app.inject({
      method: 'GET',
      url: clip.source.hd!,
      headers: { host: hosts.touchline },
    });
    expect(master.statusCode).toBe(200);
    const rendition = /^(?!#)(\S+index\.m3u8)$/m.exec(master.body)![1]!;
    const media = await t.app.inject({
      method: 'GET',
      url: rendition,
      headers: { host: hosts.touchline },
    });
    expect(media.body).toContain('#EXT-X-ENDLIST');
    expect(media.body).toContain(`/media/vod/${game.asset}/`);
    expect(media.body).toMatch(/#EXT-X-START:TIME-OFFSET=\d+\.\d{3},PRECISE=YES/);
    const seconds = [...media.body.matchAll(/#EXTINF:([\d.]+),/g)].reduce(
      (s, m) => s + Number(m[1]),
      0,
    );
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThan(20 + 2 * 6.5);
  });

  it('the same cut again answers the clip already made', async () => {
    const first = (await userList(ana)).body.content.entries;
    const again = await create(ana, clipBody());
    expect(again.body.content.id).toBe(first[0]!.id);
    expect((await userList(ana)).body.content.entries).toHaveLength(first.length);
  });

  it('refuses a paid video, a live game’s moments outside its window and marks past the end', async () => {
    expect((await create(ana, clipBody({ event: paid }))).body).toMatchObject({
      error: 'not_available',
    });
    // 30–50 s after a start long ago (the seed's) or a paid live game: refused either way;
    // user-clip-share.test.ts cuts inside the window.
    expect([400, 403]).toContain((await create(ana, clipBody({ event: live }))).status);
    const past = await create(
      ana,
      clipBody({ startTime: game.duration - 5, endTime: game.duration + 5 }),
    );
    expect(past.status).toBe(400);
    expect((past.body as WireError).fields?.map((f) => f.path)).toEqual(['endTime']);
  });

  it('another tenant’s game or another user’s clip is a video nobody has', async () => {
    const unknown = await create(ana, clipBody({ event: 'zz-nothing' }));
    expect(unknown.status).toBe(404);
    const [anasClip] = (await userList(ana)).body.content.entries;
    for (const [who, id] of [
      [harbourViewer, game.id],
      [ben, anasClip!.id],
    ] as const) {
      const response = await create(who, clipBody({ event: id }));
      expect(response.status).toBe(404);
      expect((response.body as WireError).message).toBe((unknown.body as WireError).message);
    }
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['end before start', { startTime: 50, endTime: 30 }, 'endTime'],
    ['longer than ten minutes', { startTime: 0, endTime: 601 }, 'endTime'],
    ['empty title', { title: ' ' }, 'title'],
    ['unknown kind', { mediaType: 'highlight' }, 'mediaType'],
    ['extra key', { ownerUserId: 'x' }, ''],
  ];
  for (const [name, over, field] of bad) {
    it(`${name} → 400`, async () => {
      const response = await create(ana, clipBody(over));
      expect(response.status).toBe(400);
      if (field) expect((response.body as WireError).fields?.map((f) => f.path)).toContain(field);
    });
  }
});

describe('clip/user_list, update and delete', () => {
  it('lists only the caller’s clips, filtered by event and kind, paged', async () => {
    await create(ana, clipBody({ title: 'Second', startTime: 40, endTime: 45 }));
    await create(
      ana,
      clipBody({ title: 'Mine', mediaType: 'user_highlight', startTime: 1, endTime: 9 }),
    );
    const all = await userList(ana);
    expect(all.body.content.entries.map((e) => e.title)).toEqual(['Mine', 'Second', 'My goal']);
    const clips = await userList(ana, { media_type: 'user_clip', event_id: game.id, size: 1 });
    expect(clips.body.content).toMatchObject({ entryCount: 1, nextExists: true });
    expect((await userList(ana, { event_id: 'tl-ev-001' })).body.content.entries).toEqual([]);
    expect((await userList(ben)).body.content.entries).toEqual([]);
    expect((await userList(harbourViewer)).body.content.entries).toEqual([]);
  });

  it('renames and deletes one’s own clip; others get what an unknown id gets', async () => {
    const [clip] = (await userList(ana)).body.content.entries;
    const unknownRename = await as(t, ben, {
      url: '/api/clip/update/zz-nothing',
      body: { title: 'x' },
    });
    const bensRename = await as(t, ben, {
      url: `/api/clip/update/${clip!.id}`,
      body: { title: 'x' },
    });
    expect(bensRename.status).toBe(404);
    expect(JSON.stringify(bensRename.body)).toBe(JSON.stringify(unknownRename.body));
    const harbourDelete = await as(t, harbourViewer, { url: `/api/clip/delete/${clip!.id}` });
    expect(harbourDelete.status).toBe(404);

    const renamed = await as<ClipResponse>(t, ana, {
      url: `/api/clip/update/${clip!.id}`,
      body: { title: 'Renamed' },
    });
    expect(renamed.body.content.title).toBe('Renamed');
    expect((await as(t, ana, { url: `/api/clip/delete/${clip!.id}` })).body).toEqual({
      content: { id: clip!.id },
    });
    expect((await as(t, ana, { url: `/api/clip/delete/${clip!.id}` })).status).toBe(404);
  });

  it('400 for bad input; 401 without a token', async () => {
    expect((await userList(ana, { media_type: 'highlight' })).status).toBe(400);
    expect((await userList(ana, { size: 1000 })).status).toBe(400);
    expect((await as(t, ana, { url: '/api/clip/update/a%20b', body: { title: 'x' } })).status).toBe(
      400,
    );
    expect((await as(t, ana, { url: '/api/clip/update/uc-x', body: { title: '' } })).status).toBe(
      400,
    );
    expect((await call(t, { url: '/api/clip/user_list', body: {} })).status).toBe(401);
  });
});
