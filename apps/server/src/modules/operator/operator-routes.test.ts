import type { EventResponse } from '@touchline/contract/calls/events';
import { and, eq, ne } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../../db/schema';
import { ask, connectClient, nextMessage } from '../../realtime/test-clients';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { demoOperatorKeys } from './operator-key';

let t: TestApp;
let address: string;
let port: number;
const open: Socket[] = [];
const keys = { touchline: demoOperatorKeys.touchline!, harbour: demoOperatorKeys.harbour! };

async function eventOf(tenantId: string, status: EventRow['status']) {
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(
      and(eq(events.tenantId, tenantId), eq(events.status, status), eq(events.mediaKind, 'event')),
    )
    .limit(1);
  if (!row) throw new Error(`no ${status} event for ${tenantId}`);
  return row;
}

async function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: hosts.touchline, ...headers },
    payload: payload as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    body: response.json<EventResponse & Record<string, unknown>>(),
  };
}
const asOperator = { 'x-operator-key': keys.touchline };

async function watcher(eventId: string) {
  const socket = await connectClient(address, { host: `localhost:${port}` });
  open.push(socket);
  expect(await ask(socket, 'join-event-room', { eventId })).toEqual({ ok: true });
  return socket;
}

beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

/** The event's audit trail, newest first, as the console reads it. */
async function trailOf(eventId: string) {
  const response = await t.app.inject({
    url: `/api/admin/audit?targetId=${eventId}`,
    headers: { host: hosts.touchline, ...asOperator },
  });
  return response.json<{ content: { entries: { actor: string; action: string }[] } }>().content
    .entries;
}

describe('POST /api/admin/event/:id/stream', () => {
  it('replaces the stream, persists it and tells the event room', async () => {
    const live = await eventOf('tn-touchline', 'live');
    const socket = await watcher(live.id);
    const urlChange = nextMessage(socket, 'event-url-change');
    const update = nextMessage(socket, 'update-event');
    const url = '/media/live/match-2/master.m3u8?dvr=1';
    const { status, body } = await post(`/api/admin/event/${live.id}/stream`, { url }, asOperator);
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ id: live.id, eventStatus: 'live', source: { hd: url } });
    expect(await urlChange).toEqual({ eventId: live.id, eventUrl: url });
    expect(await update).toMatchObject({ event: { id: live.id, source: { hd: url } } });
    const [stored] = await t.database.db
      .select({ hdUrl: events.hdUrl })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.id, live.id)));
    expect(stored!.hdUrl).toBe(url);
    // Audited with the key that made it, the address before and after.
    expect((await trailOf(live.id))[0]).toMatchObject({
      actor: expect.stringMatching(/^key:/) as unknown,
      action: 'event.stream',
      before: { hdUrl: live.hdUrl, status: 'live' },
      after: { hdUrl: url, status: 'live' },
    });
  });

  it('sets an upcoming event live with its new stream', async () => {
    const upcoming = await eventOf('tn-touchline', 'upcoming');
    const { status, body } = await post(
      `/api/admin/event/${upcoming.id}/stream`,
      { url: 'https://cdn.example.org/feed/master.m3u8' },
      asOperator,
    );
    expect(status).toBe(200);
    expect(body.content.eventStatus).toBe('live');
  });

  it('answers 401 without a key and 403 with a key the tenant does not hold', async () => {
    const live = await eventOf('tn-touchline', 'live');
    const path = `/api/admin/event/${live.id}/stream`;
    const url = '/media/live/match-3/master.m3u8';
    const none = await post(path, { url });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'unauthorized' });
    const harbourKey = await post(path, { url }, { 'x-operator-key': keys.harbour });
    expect(harbourKey.status).toBe(403);
    expect(harbourKey.body).toMatchObject({ error: 'forbidden' });
    const madeUp = await post(path, { url }, { 'x-operator-key': 'op_guess' });
    expect(madeUp.status).toBe(403);
    // Without credentials even a bad body answers 401: the input rules stay private.
    expect((await post(path, { url: 'nope' })).status).toBe(401);
  });

  it('keeps a paid event\u2019s new address out of its room: the room learns only that it changed', async () => {
    const [paid] = await t.database.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.tenantId, 'tn-touchline'),
          eq(events.status, 'live'),
          ne(events.commerceType, 'free'),
        ),
      )
      .limit(1);
    const socket = await watcher(paid!.id);
    const urlChange = nextMessage(socket, 'event-url-change');
    const update = nextMessage(socket, 'update-event');
    const url = '/media/live/match-1/master.m3u8';
    expect((await post(`/api/admin/event/${paid!.id}/stream`, { url }, asOperator)).status).toBe(
      200,
    );
    expect(await urlChange).toEqual({ eventId: paid!.id, eventUrl: null });
    expect(await update).toMatchObject({ event: { id: paid!.id, source: { hd: null } } });
  });

  it('answers 400 naming the field for a bad address or an extra key', async () => {
    const live = await eventOf('tn-touchline', 'live');
    const path = `/api/admin/event/${live.id}/stream`;
    const bad = await post(path, { url: 'javascript:alert(1)' }, asOperator);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation_error' });
    expect(JSON.stringify(bad.body.fields)).toContain('url');
    const extra = await post(path, { url: '/a/master.m3u8', live: true }, asOperator);
    expect(extra.status).toBe(400);
  });

  it('answers 404 for another tenant\u2019s event, changing nothing', async () => {
    const harbourLive = await eventOf('tn-harbour', 'live');
    const { status, body } = await post(
      `/api/admin/event/${harbourLive.id}/stream`,
      { url: '/media/live/match-1/master.m3u8' },
      asOperator,
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', context: 'event' });
    const [stored] = await t.database.db
      .select({ hdUrl: events.hdUrl })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-harbour'), eq(events.id, harbourLive.id)));
    expect(stored!.hdUrl).toBe(harbourLive.hdUrl);
  });
});

describe('POST /api/admin/event/:id/score', () => {
  it('sets the score and sends update-event to the room', async () => {
    const live = await eventOf('tn-touchline', 'live');
    const socket = await watcher(live.id);
    const update = nextMessage(socket, 'update-event');
    const { status, body } = await post(
      `/api/admin/event/${live.id}/score`,
      { home: 2, away: 1 },
      asOperator,
    );
    expect(status).toBe(200);
    expect(body.content.score).toEqual({ home: 2, away: 1 });
    expect(await update).toMatchObject({ event: { id: live.id, score: { home: 2, away: 1 } } });
    expect((await trailOf(live.id))[0]).toMatchObject({
      action: 'event.score',
      before: { scoreHome: live.scoreHome, scoreAway: live.scoreAway },
      after: { scoreHome: 2, scoreAway: 1 },
    });
    const stats = await t.app.inject({
      url: `/api/event/stats?id=${live.id}&score=true`,
      headers: { host: hosts.touchline },
    });
    expect(
      stats.json<{ content: { vidswap: { 'game-scores': { home: { total: number } } } } }>().content
        .vidswap['game-scores'].home.total,
    ).toBe(2);
  });

  it('answers 400 naming the field for a negative or missing score', async () => {
    const live = await eventOf('tn-touchline', 'live');
    const negative = await post(
      `/api/admin/event/${live.id}/score`,
      { home: -1, away: 0 },
      asOperator,
    );
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body.fields)).toContain('home');
    const missing = await post(`/api/admin/event/${live.id}/score`, { home: 1 }, asOperator);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.fields)).toContain('away');
  });

  it('answers 401 without a key', async () => {
    const live = await eventOf('tn-touchline', 'live');
    expect((await post(`/api/admin/event/${live.id}/score`, { home: 1, away: 1 })).status).toBe(
      401,
    );
  });
});
