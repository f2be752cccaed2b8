// The operator command end to end: as its own process against a listening portal (admin API),
// and through Redis into the portal's event rooms (the direct path).
import { createConnection } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { connectRedisEventPublisher } from '../modules/operator/redis-event-publisher';
import { ask, connectClient, nextMessage } from '../realtime/test-clients';
import { createCliTestApp, printed, type CliTestApp } from '../../test/cli-kit';
import { runViaApi } from './operator-api';
import { CommandError, runDirect } from './operator-direct';

const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
const hasRedis = await redisAnswers(redisUrl);
if (!hasRedis) console.warn(`Skipping the operator tests over Redis: ${redisUrl} does not answer`);

let t: CliTestApp;
const open: Socket[] = [];

async function liveEvent() {
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.status, 'live')))
    .limit(1);
  return row!;
}

async function watcher(eventId: string) {
  const socket = await connectClient(t.address, { host: `localhost:${new URL(t.address).port}` });
  open.push(socket);
  expect(await ask(socket, 'join-event-room', { eventId })).toEqual({ ok: true });
  return socket;
}

beforeAll(async () => {
  t = await createCliTestApp(hasRedis ? { REDIS_URL: redisUrl } : {});
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

describe('npm run operator, via the admin API', () => {
  it('runs as its own process and its score change reaches an open page', async () => {
    const live = await liveEvent();
    const socket = await watcher(live.id);
    // Generous waits: beside the browser tests on two cores, starting a TypeScript process can
    // take tens of seconds. The handler below only keeps an early timeout from going unhandled;
    // the `await update` further down still fails the test.
    const update = nextMessage(socket, 'update-event', 75_000);
    update.catch(() => undefined);
    const stdout = printed(
      await t.operator([
        'set-score',
        '--event',
        live.id,
        '--home',
        '4',
        '--away',
        '2',
        '--via',
        'api',
      ]),
    );
    expect(stdout).toContain(`${live.id} `);
    expect(stdout).toContain('score 4-2');
    expect(await update).toMatchObject({ event: { id: live.id, score: { home: 4, away: 2 } } });
  }, 90_000);

  it('reports the portal refusing a key', async () => {
    const live = await liveEvent();
    const target = { server: t.address, host: 'localhost', key: demoOperatorKeys.harbour! };
    const attempt = runViaApi(target, {
      name: 'set-score',
      tenant: 'touchline',
      eventId: live.id,
      body: { home: 1, away: 1 },
    });
    await expect(attempt).rejects.toThrow(CommandError);
    await expect(attempt).rejects.toThrow('403');
  });
});

describe.skipIf(!hasRedis)('npm run operator, direct through Redis', () => {
  it('persists a stream change and reaches a socket of the portal through the Redis adapter', async () => {
    const live = await liveEvent();
    const socket = await watcher(live.id);
    const urlChange = nextMessage(socket, 'event-url-change');
    const update = nextMessage(socket, 'update-event');
    const redis = await connectRedisEventPublisher(redisUrl, silent);
    const url = '/media/live/match-3/master.m3u8';
    try {
      const event = await runDirect(t.database.db, redis.publisher, {
        name: 'set-stream',
        tenant: 'touchline',
        eventId: live.id,
        body: { url },
      });
      expect(event.source.hd).toBe(url);
    } finally {
      await redis.close();
    }
    expect(await urlChange).toEqual({ eventId: live.id, eventUrl: url });
    expect(await update).toMatchObject({ event: { id: live.id, source: { hd: url } } });
  });

  it('names a missing event in one line', async () => {
    const redis = await connectRedisEventPublisher(redisUrl, silent);
    try {
      await expect(
        runDirect(t.database.db, redis.publisher, {
          name: 'set-score',
          tenant: 'harbour',
          eventId: (await liveEvent()).id,
          body: { home: 1, away: 0 },
        }),
      ).rejects.toThrow('tenant "harbour" has no event');
    } finally {
      await redis.close();
    }
  });
});
