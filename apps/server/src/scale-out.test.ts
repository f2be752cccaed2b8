// Two server processes on one database and one Redis (ADR 044): what one process learns, the
// other acts on. Two apps in this test process stand in for the processes; each has its own HTTP
// server, Redis connections, rate-limit client and answer cache, and they share nothing else but
// the database and the auth secret, as processes behind a proxy do.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { events } from './db/schema';
import { call, freshAccount, loginBody, registerAccount } from './modules/auth/accounts-test-kit';
import { demoOperatorKeys } from './modules/operator/operator-key';
import { ask, connectClient, nextMessage } from './realtime/test-clients';
import { probeRedis, testRedisUrl } from '../test/redis-probe';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

const unreachable = await probeRedis();
if (unreachable)
  console.warn(`Skipping the scale-out tests: Redis is unreachable (${unreachable})`);

describe.skipIf(unreachable !== null)('two processes on one database and Redis', () => {
  const env = {
    REDIS_URL: testRedisUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Long enough that only an invalidation explains a fresh answer.
    CATALOG_CACHE_MS: '60000',
  };
  let a: TestApp;
  let b: App;
  /** Process B as the account helpers expect a test app. */
  let asB: TestApp;
  let addressB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
        ...env,
      }),
      db: a.database.appDb,
    });
    addressB = await b.listen({ port: 0, host: '127.0.0.1' });
    asB = { ...a, app: b };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  it('holds a sign-in throttle reached on one process on the other', async () => {
    const account = freshAccount('throttled');
    await registerAccount(a, account);
    const wrong = { ...loginBody(account), password: 'Not-The-Password-1' };
    for (let i = 0; i < 10; i += 1) {
      const failed = await call(a, {
        url: '/api/user/login',
        body: wrong,
        address: account.address,
      });
      expect(failed.status).toBe(401);
    }
    // The right password, on the other process: still held.
    const blocked = await call(asB, {
      url: '/api/user/login',
      body: loginBody(account),
      address: account.address,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limited' });
    // Another address is not held, on either process.
    const other = await call(asB, {
      url: '/api/user/login',
      body: loginBody(account),
      address: freshAccount().address,
    });
    expect(other.status).toBe(200);
  });

  it("forgets the other process's cached answers and reaches its sockets on an operator change", async () => {
    const [live] = await a.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.status, 'live')))
      .limit(1);
    const eventId = live!.id;
    const readOnB = async () => {
      const response = await b.inject({
        method: 'GET',
        url: `/api/event/get_by_id/id/${eventId}`,
        headers: { host: hosts.touchline },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ content: { score: { home: number; away: number } | null } }>().content
        .score;
    };
    const before = await readOnB();
    const score = { home: (before?.home ?? 0) + 3, away: (before?.away ?? 0) + 1 };
    // Cached on B now: a second read is the same answer.
    expect(await readOnB()).toEqual(before);

    const socket = await connectClient(addressB, { host: hosts.touchline });
    sockets.push(socket);
    expect(await ask(socket, 'join-event-room', { eventId })).toEqual({ ok: true });
    const update = nextMessage(socket, 'update-event', 15_000);

    const changed = await a.app.inject({
      method: 'POST',
      url: `/api/admin/event/${eventId}/score`,
      headers: { host: hosts.touchline, 'x-operator-key': demoOperatorKeys.touchline! },
      payload: score,
    });
    expect(changed.statusCode).toBe(200);
    // The change, made on A, reaches the socket on B…
    expect(await update).toMatchObject({ event: { id: eventId, score } });
    // …and B was told to forget its answers before that message was relayed (one Redis
    // connection, in order), so its next answer is the new one, not the cached one.
    expect(await readOnB()).toEqual(score);
  });
});
