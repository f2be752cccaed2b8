// A slow client may not hold a connection past the configured bounds (ADR 031). These tests open
// real sockets to a listening server and drip bytes, as a slow-loris attack does.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

const port = 4851;
const bounds = { headersMs: 800, requestMs: 1_500, keepAliveMs: 600 };
/**
 * How long a test waits for the server to close a connection: well past the bounds (Node checks
 * open connections once a second, server-options.ts), however loaded the machine, and well short
 * of the defaults these bounds replace (headers 60 s, request 300 s, Fastify's keep-alive 72 s).
 */
const giveUpMs = 15_000;

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      HEADERS_TIMEOUT_MS: String(bounds.headersMs),
      REQUEST_TIMEOUT_MS: String(bounds.requestMs),
      KEEP_ALIVE_TIMEOUT_MS: String(bounds.keepAliveMs),
    }),
    db: database.appDb,
  });
  app.post('/api/test/echo', (request) => ({ length: JSON.stringify(request.body).length }));
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/**
 * Opens a socket, writes `first`, then `drip` every 100 ms, and waits at most `giveUpMs` for the
 * server to close it. Resolves with whether the server closed it: the bounds under test are a
 * second or so and the defaults lie far beyond `giveUpMs`, so only the configured bounds close the
 * connection in time, whatever the load on the machine (a measured duration would only measure
 * the machine).
 */
function closedByServer(first: string, drip: string | null, giveUpMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = drip === null ? null : setInterval(() => socket.write(drip), 100);
    const finish = (byServer: boolean) => {
      if (timer) clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(byServer);
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', () => undefined);
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

describe('slow clients', () => {
  it('lose 50 connections that send their headers slowly within the headers timeout', async () => {
    const closed = await Promise.all(
      Array.from({ length: 50 }, () =>
        closedByServer('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', giveUpMs),
      ),
    );
    expect(closed.filter(Boolean)).toHaveLength(50);
  });

  it('lose a connection that sends its body slowly within the request timeout', async () => {
    const head =
      'POST /api/test/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n"';
    expect(await closedByServer(head, 'a', giveUpMs)).toBe(true);
  });

  it('close an idle keep-alive connection after the keep-alive timeout', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    expect(await closedByServer(request, null, giveUpMs)).toBe(true);
  });

  it('still serve a client that sends at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
