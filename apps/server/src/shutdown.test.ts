// Graceful shutdown (shutdown.ts) on a listening app: a request in flight when the signal comes
// finishes with its answer, sockets are told to go (their clients reconnect elsewhere), no new
// connection is taken, schedules finish their run, and the database closes only after all that.
import { request as httpRequest } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { connectClient } from './realtime/test-clients';
import { createShutdown } from './shutdown';
import { hosts } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

let database: TestDatabase;
let app: App;
let address: string;
/** Holds the slow route's answer until the test lets it go. */
let releaseSlow!: () => void;
let slowEntered!: () => void;
const slowStarted = new Promise<void>((resolve) => (slowEntered = resolve));

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
    db: database.appDb,
  });
  // A request that is still running when the signal arrives.
  app.get('/test/slow', async () => {
    slowEntered();
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { finished: true };
  });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => database?.destroy());

/** A plain HTTP GET on a connection of its own; resolves with status and body. */
function get(path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${address}${path}`,
      { headers: { host: hosts.touchline }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('drains requests and sockets, then closes the database', async () => {
    const steps: string[] = [];
    const socket = await connectClient(address, { host: hosts.touchline });
    const socketGone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const slow = get('/test/slow');
    await slowStarted;

    let releaseWork!: () => void;
    const exits: number[] = [];
    const shutdown = createShutdown({
      app,
      stopWork: () => {
        steps.push('schedules stopping');
        return new Promise<void>((resolve) => (releaseWork = resolve)).then(() => {
          steps.push('schedules stopped');
        });
      },
      // Recorded only: the test's database is dropped in afterAll.
      closeDatabase: () => {
        steps.push('database closed');
        return Promise.resolve();
      },
      log: pino({ level: 'silent' }),
      drainDelayMs: 0,
      timeoutMs: 60_000,
      exit: (code) => exits.push(code),
    });
    const done = shutdown('SIGTERM');
    // A second signal does not start a second shutdown.
    expect(shutdown('SIGINT')).toBe(done);
    expect(app.lifecycle.draining).toBe(true);

    // Sockets go first; the server tells them so ("io server disconnect"), they do not just drop.
    expect(await socketGone).toBe('io server disconnect');
    // The listener is closed: a new connection is refused while the slow request still runs.
    await expect(get('/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(steps).toEqual(['schedules stopping']);

    releaseWork();
    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await done;
    expect(steps).toEqual(['schedules stopping', 'schedules stopped', 'database closed']);
    expect(exits).toEqual([0]);
  });
});
