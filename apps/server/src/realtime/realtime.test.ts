import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { roomAnswer } from '@touchline/contract/socket';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ask,
  connectClient,
  nextMessage,
  openClient,
  recordMessages,
  type ClientOptions,
} from './test-clients';

let t: TestApp;
let address: string;
let port: number;
const tenants = { touchline: 'tn-touchline', harbour: 'tn-harbour' } as const;
/** A live event of Touchline whose id Harbour also uses for an event of its own. */
let sharedId: string;
/** A live event only Harbour has. */
let harbourOnlyId: string;
const open: Socket[] = [];

const asTouchline = () => ({ host: `localhost:${port}` });
const asHarbour = () => ({ host: `127.0.0.1:${port}` });
async function client(options: ClientOptions) {
  const socket = await connectClient(address, options);
  open.push(socket);
  return socket;
}

async function liveEventOf(tenantId: string) {
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.status, 'live')))
    .limit(1);
  if (!row) throw new Error(`the demo data has no live event for ${tenantId}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  const shared = await liveEventOf(tenants.touchline);
  sharedId = shared.id;
  harbourOnlyId = (await liveEventOf(tenants.harbour)).id;
  await t.database.db.insert(events).values({
    tenantId: tenants.harbour,
    id: sharedId,
    title: 'Harbour game with a Touchline id',
    sportType: shared.sportType,
    status: 'live',
    startsAt: shared.startsAt,
  });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const urlChange = (eventId: string, n: number) => ({
  eventId,
  eventUrl: `/media/live/channel-${n}/master.m3u8`,
});

describe('event rooms', () => {
  it('delivers a message to the sockets in the room only, and stops after leaving', async () => {
    const watcher = await client(asTouchline());
    const other = await client(asTouchline());
    const otherReceived = recordMessages(other);
    expect(await ask(watcher, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });

    const first = nextMessage(watcher, 'event-url-change');
    t.app.realtime.toEvent(tenants.touchline, sharedId, 'event-url-change', urlChange(sharedId, 1));
    expect(await first).toEqual(urlChange(sharedId, 1));

    expect(
      await ask(watcher, 'leave-event-room', { eventId: sharedId, customer: 'touchline' }),
    ).toEqual({ ok: true });
    const watcherReceived = recordMessages(watcher);
    t.app.realtime.toEvent(tenants.touchline, sharedId, 'event-url-change', urlChange(sharedId, 2));

    // Messages reach a socket in the order they were sent, so once a later message has arrived an
    // earlier one that was going to arrive would already be there.
    expect(await ask(other, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });
    expect(await ask(watcher, 'join-event-room', { eventId: harbourOnlyId })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    const marker = Promise.all([
      nextMessage(other, 'event-url-change'),
      nextMessage(watcher, 'event-url-change').catch(() => null),
    ]);
    expect(await ask(watcher, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });
    t.app.realtime.toEvent(tenants.touchline, sharedId, 'event-url-change', urlChange(sharedId, 3));
    const [otherMarker, watcherMarker] = await marker;
    expect(otherMarker).toEqual(urlChange(sharedId, 3));
    expect(watcherMarker).toEqual(urlChange(sharedId, 3));
    expect(otherReceived.map((m) => m.message)).toEqual([urlChange(sharedId, 3)]);
    expect(watcherReceived.map((m) => m.message)).toEqual([urlChange(sharedId, 3)]);
  });

  it('keeps tenants apart: the same event id in another tenant is another room', async () => {
    const touchline = await client(asTouchline());
    const harbour = await client(asHarbour());
    const harbourReceived = recordMessages(harbour);
    expect(await ask(touchline, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });
    expect(await ask(harbour, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });

    const atTouchline = nextMessage(touchline, 'event-url-change');
    t.app.realtime.toEvent(tenants.touchline, sharedId, 'event-url-change', urlChange(sharedId, 4));
    expect(await atTouchline).toEqual(urlChange(sharedId, 4));

    const atHarbour = nextMessage(harbour, 'event-url-change');
    t.app.realtime.toEvent(tenants.harbour, sharedId, 'event-url-change', urlChange(sharedId, 5));
    expect(await atHarbour).toEqual(urlChange(sharedId, 5));
    expect(harbourReceived.map((m) => m.message)).toEqual([urlChange(sharedId, 5)]);
  });

  it("refuses another tenant's event and unknown events", async () => {
    const touchline = await client(asTouchline());
    for (const eventId of [harbourOnlyId, 'no-such-event']) {
      expect(await ask(touchline, 'join-event-room', { eventId })).toEqual({
        ok: false,
        error: 'not_found',
        messageErrorCode: 'not_found',
        message: `No event ${eventId}`,
      });
    }
  });
});

describe('bad payloads', () => {
  it('answers validation_error naming the field and keeps the socket usable', async () => {
    const socket = await client(asTouchline());
    const bad: [string, unknown, string][] = [
      ['join-event-room', {}, 'eventId'],
      ['join-event-room', { eventId: '' }, 'eventId'],
      ['join-event-room', { eventId: sharedId, extra: 1 }, 'extra'],
      ['join-event-room', 'not an object', '(message)'],
      ['leave-event-room', { eventId: sharedId }, 'customer'],
      ['join-user-room', { userId: 42 }, 'userId'],
      ['leave-user-room', null, '(message)'],
    ];
    for (const [name, message, field] of bad) {
      const label = `${name} ${JSON.stringify(message)}`;
      // The wire format of an HTTP failure (decisions.md), `ok: false` added.
      const answer = roomAnswer.parse(await ask(socket, name, message));
      expect(answer, label).toMatchObject({
        ok: false,
        error: 'validation_error',
        messageErrorCode: 'validation_error',
      });
      const paths = answer.ok ? [] : (answer.fields ?? []).map((f) => f.path);
      expect(paths, label).toContain(field);
    }
    // Without an acknowledgement a bad message is only logged.
    socket.emit('join-event-room', { nope: true });
    socket.emit('join-event-room');
    expect(await ask(socket, 'join-event-room', { eventId: sharedId })).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
  });
});

describe('user rooms', () => {
  // A token that is not valid is refused by the handshake itself (handshake.test.ts).
  it('are refused to a socket without an access token', async () => {
    for (const auth of [{}, { other: 'field' }]) {
      const socket = await client({ ...asTouchline(), auth });
      expect(await ask(socket, 'join-user-room', { userId: 'user-1' })).toEqual({
        ok: false,
        error: 'forbidden',
        messageErrorCode: 'forbidden',
        message: 'The access token does not belong to this user',
      });
      expect(await ask(socket, 'leave-user-room', { userId: 'user-1' })).toEqual({ ok: true });
    }
  });
});

describe('handshake', () => {
  it('accepts pages of the same origin and of the tenant, refuses other sites', async () => {
    const same = await client({ ...asTouchline(), origin: `http://localhost:${port}` });
    expect(same.connected).toBe(true);
    const tenantHost = await client({ ...asTouchline(), origin: 'https://localhost' });
    expect(tenantHost.connected).toBe(true);

    const foreign = openClient(address, { ...asTouchline(), origin: 'https://evil.example' });
    open.push(foreign);
    const refused = await new Promise<Error & { data?: unknown }>((resolve) =>
      foreign.once('connect_error', resolve),
    );
    expect(refused.data).toMatchObject({ error: 'forbidden', messageErrorCode: 'forbidden' });
    expect(foreign.connected).toBe(false);
  });
});

describe('the realtime service', () => {
  it('refuses a message that does not match its schema', () => {
    expect(() =>
      t.app.realtime.toEvent(tenants.touchline, sharedId, 'event-url-change', {
        eventId: sharedId,
        eventUrl: '',
      }),
    ).toThrow();
  });
});
