// A slow client may not hold a connection past the configured bounds (ADR 031). These tests open
// real sockets to a listening server and drip bytes, as a slow-loris attack does.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

const port = 4851;
const bounds = { headersMs: 800, requestMs: 1_500, keepAliveMs: 600 };
/** Node checks the open connections once a second (server-options.ts), plus scheduling slack. */
const slackMs = 1_500;

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

/** Opens a socket, writes `first`, then `drip` every 100 ms; resolves with how long it stayed open. */
function holdOpen(first: string, drip: string | null, giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = drip === null ? null : setInterval(() => socket.write(drip), 100);
    const finish = () => {
      if (timer) clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(Date.now() - started);
    };
    // Still open when the test gives up: the server never closed it.
    const giveUp = setTimeout(finish, giveUpMs);
    socket.on('data', () => undefined);
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

describe('slow clients', () => {
  it('lose 50 connections that send their headers slowly within the headers timeout', async () => {
    const giveUpMs = bounds.headersMs + slackMs + 1_000;
    const held = await Promise.all(
      Array.from({ length: 50 }, () =>
        holdOpen('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', giveUpMs),
      ),
    );
    expect(Math.max(...held)).toBeLessThan(bounds.headersMs + slackMs);
  });

  it('lose a connection that sends its body slowly within the request timeout', async () => {
    const head =
      'POST /api/test/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n"';
    const held = await holdOpen(head, 'a', bounds.requestMs + slackMs + 1_000);
    expect(held).toBeLessThan(bounds.requestMs + slackMs);
  });

  it('close an idle keep-alive connection after the keep-alive timeout', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const held = await holdOpen(request, null, bounds.keepAliveMs + slackMs + 1_000);
    expect(held).toBeLessThan(bounds.keepAliveMs + slackMs);
  });

  it('still serve a client that sends at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
