// Two server processes behind one Redis: a message emitted on one reaches a socket connected to
// the other. Two apps in this test process stand in for the processes; each has its own HTTP
// server, port and Redis connections, and they share nothing else but the database.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { events } from '../db/schema';
import { probeRedis, testRedisUrl } from '../../test/redis-probe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ask, connectClient, nextMessage } from './test-clients';

const redisUrl = testRedisUrl;

const unreachable = await probeRedis(redisUrl);
if (unreachable)
  console.warn(`Skipping the Redis tests: ${redisUrl} is unreachable (${unreachable})`);

describe.skipIf(unreachable !== null)('realtime across processes with Redis', () => {
  let a: TestApp;
  let b: App;
  let addressA: string;
  let addressB: string;
  const eventId = `redis-${randomUUID()}`;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', REDIS_URL: redisUrl }),
      db: a.database.appDb,
    });
    addressA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    addressB = await b.listen({ port: 0, host: '127.0.0.1' });
    // A room no other test run on this Redis can share.
    await a.database.db.insert(events).values({
      tenantId: 'tn-touchline',
      id: eventId,
      title: 'Relayed game',
      sportType: 'football',
      status: 'live',
      startsAt: new Date(),
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  const client = async (address: string) => {
    const socket = await connectClient(address, { host: `localhost:${new URL(address).port}` });
    sockets.push(socket);
    return socket;
  };

  it('delivers a message emitted on process B to a socket on process A, and back', async () => {
    const onA = await client(addressA);
    const onB = await client(addressB);
    expect(await ask(onA, 'join-event-room', { eventId })).toEqual({ ok: true });
    expect(await ask(onB, 'join-event-room', { eventId })).toEqual({ ok: true });

    const change = { eventId, eventUrl: '/media/live/relayed/master.m3u8' };
    const received = Promise.all([
      nextMessage(onA, 'event-url-change'),
      nextMessage(onB, 'event-url-change'),
    ]);
    b.realtime.toEvent('tn-touchline', eventId, 'event-url-change', change);
    expect(await received).toEqual([change, change]);

    const back = { eventId, eventUrl: '/media/live/back/master.m3u8' };
    const atB = nextMessage(onB, 'event-url-change');
    a.app.realtime.toEvent('tn-touchline', eventId, 'event-url-change', back);
    expect(await atB).toEqual(back);
  });

  it('keeps the tenant scope across processes', async () => {
    const harbourOnA = await connectClient(addressA, {
      host: `127.0.0.1:${new URL(addressA).port}`,
    });
    sockets.push(harbourOnA);
    // The event exists for Touchline only, so Harbour's socket cannot even join its room.
    expect(await ask(harbourOnA, 'join-event-room', { eventId })).toMatchObject({
      error: 'not_found',
    });
  });
});

describe('a start with an unreachable REDIS_URL', () => {
  it('fails instead of running without the relay', async () => {
    const t = await createTestApp();
    try {
      await expect(
        buildApp({
          config: loadConfig({
            LOG_LEVEL: 'silent',
            WEB_DIST: '/nonexistent',
            REDIS_URL: 'redis://127.0.0.1:1',
          }),
          db: t.database.appDb,
        }),
      ).rejects.toThrow(/REDIS_URL: cannot connect to Redis/);
    } finally {
      await t.close();
    }
  });
});
