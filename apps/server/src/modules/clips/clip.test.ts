import type { ClipListResponse } from '@touchline/contract/calls/clips';
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { EventResponse } from '@touchline/contract/calls/events';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A user's own clip: private to its owner, so no anonymous call may answer it.
  await t.database.db.insert(events).values({
    tenantId: 'tn-touchline',
    id: 'tl-uc-001',
    title: 'My best save',
    sportType: 'football',
    mediaKind: 'user_clip',
    status: 'vod',
    startsAt: new Date(),
    parentEventId: 'tl-ev-010',
    ownerUserId: 'user-1',
  });
});
afterAll(() => t.close());

const get = (url: string, host: string = hosts.touchline) =>
  t.app.inject({ method: 'GET', url, headers: { host } });
const list = (body: unknown, host: string = hosts.touchline) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clip/list',
    headers: { host },
    payload: body as object,
  });
async function highlights(body: Record<string, unknown>, host?: string) {
  const response = await list(body, host);
  expect(response.statusCode).toBe(200);
  return response.json<ClipListResponse>().content;
}
async function allOfKind(media_type: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host: hosts.touchline },
    payload: { media_type, size: 999 },
  });
  return response.json<EventListResponse>().content.entries;
}

describe('GET /api/clip/get_by_id/id/:id', () => {
  it('answers a highlight and a clip, checking media_type when given', async () => {
    const [highlight] = await allOfKind('highlight');
    const [clip] = await allOfKind('clip');
    const h = await get(`/api/clip/get_by_id/id/${highlight!.id}`);
    expect(h.statusCode).toBe(200);
    expect(h.json<EventResponse>().content).toEqual(highlight);
    const c = await get(`/api/clip/get_by_id/id/${clip!.id}?media_type=clip`);
    expect(c.json<EventResponse>().content.eventType).toBe('clip');
    const wrong = await get(`/api/clip/get_by_id/id/${clip!.id}?media_type=highlight`);
    expect(wrong.statusCode).toBe(404);
  });

  it('reads the reference id with idType=referenceId', async () => {
    const [highlight] = await allOfKind('highlight');
    const response = await get(
      `/api/clip/get_by_id/id/${highlight!.referenceId}?idType=referenceId`,
    );
    expect(response.json<EventResponse>().content.id).toBe(highlight!.id);
  });

  it('404 context event for a game, a user clip of someone else, or another tenant’s clip', async () => {
    const [highlight] = await allOfKind('highlight');
    for (const [url, host] of [
      ['/api/clip/get_by_id/id/tl-ev-001', hosts.touchline],
      ['/api/clip/get_by_id/id/tl-uc-001', hosts.touchline],
      ['/api/clip/get_by_id/id/tl-uc-001?media_type=user_clip', hosts.touchline],
      [`/api/clip/get_by_id/id/${highlight!.id}`, hosts.harbour],
    ] as const) {
      const response = await get(url, host);
      expect(response.statusCode).toBe(404);
      expect(response.json<WireError>().context).toBe('event');
    }
    // Nor is it listed or found through the event calls.
    expect((await allOfKind('user_clip')).map((e) => e.id)).toEqual([]);
    expect((await get('/api/event/get_by_id/id/tl-uc-001')).statusCode).toBe(404);
  });

  it('400 naming the field for a malformed id or media type', async () => {
    for (const [url, field] of [
      ['/api/clip/get_by_id/id/%24%24', 'id'],
      ['/api/clip/get_by_id/id/tl-ev-020?media_type=event', 'media_type'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    }
  });
});

describe('POST /api/clip/list', () => {
  it('type game (the default): highlights of the match, without a player', async () => {
    const all = await allOfKind('highlight');
    const game = await highlights({ size: 100 });
    const want = all.filter((h) => !h.playerNumber).map((h) => h.id);
    expect(game.entries.map((e) => e.id)).toEqual(want);
    expect(game.entries.every((e) => e.eventType === 'highlight')).toBe(true);
  });

  it('type player: highlights of one player, with number and colour', async () => {
    const player = await highlights({ type: 'player' });
    expect(player.entries.length).toBeGreaterThan(0);
    for (const e of player.entries) {
      expect(e.playerNumber).toMatch(/^\d+$/);
      expect(e.playerColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('event_id: the highlights cut from one game', async () => {
    const [one] = (await highlights({ type: 'player' })).entries;
    const ofGame = await highlights({ type: 'player', event_id: one!.eventId });
    expect(ofGame.entries.map((e) => e.id)).toContain(one!.id);
    expect(ofGame.entries.every((e) => e.eventId === one!.eventId)).toBe(true);
    expect((await highlights({ event_id: 'tl-ev-001' })).entries).toEqual([]);
  });

  it('each highlight says where it starts within its game, inside the game’s video', async () => {
    const games = new Map((await allOfKind('event')).map((e) => [e.id, e]));
    const all = [
      ...(await highlights({ type: 'game', size: 50 })).entries,
      ...(await highlights({ type: 'player', size: 50 })).entries,
    ];
    expect(all.length).toBeGreaterThan(0);
    for (const highlight of all) {
      const game = games.get(highlight.eventId)!;
      expect(highlight.eventOffset).toEqual(expect.any(Number));
      expect(highlight.eventOffset! + highlight.duration!).toBeLessThanOrEqual(game.duration!);
      expect(game.eventOffset).toBeUndefined();
    }
  });

  it('pages and sorts like the event list', async () => {
    const first = await highlights({ size: 1 });
    expect(first).toMatchObject({ entryCount: 1, nextExists: true, itemsPerPage: 1 });
    const byTitle = await highlights({ sort: 'title', order: 'asc' });
    const titles = byTitle.entries.map((e) => e.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('a tenant with player highlights switched off gets none; game highlights stay', async () => {
    expect((await highlights({ type: 'player' }, hosts.harbour)).entries).toEqual([]);
    const game = await highlights({}, hosts.harbour);
    expect(game.entries.length).toBeGreaterThan(0);
    expect(game.entries.every((e) => e.id.startsWith('hb-'))).toBe(true);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['unknown type', { type: 'team' }, 'type'],
    ['unknown sort', { sort: 'views' }, 'sort'],
    ['negative page', { page: -2 }, 'page'],
    ['size over the maximum', { size: 5000 }, 'size'],
    ['malformed event id', { event_id: 'a/b' }, 'event_id'],
    ['unknown key', { player: 7 }, 'player'],
  ];
  for (const [name, body, field] of bad) {
    it(`${name} → 400 naming ${field}`, async () => {
      const response = await list(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toContain(field);
    });
  }
});
