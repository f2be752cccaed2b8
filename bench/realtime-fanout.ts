// Realtime fan-out: one `event-url-change` to every socket in one event room. The app runs in this
// process (buildApp on a fresh embedded database with the demo data, listening on loopback) so the
// message is sent exactly as the operator command will send it, through app.realtime.toEvent, and
// the send and every receipt are timed on one clock. The clients are socket.io-client sockets over
// websocket in this process too, so the figures include their own parsing on the shared loop.
//
// Budget (ARCHITECTURE §6): 95% of 5,000 sockets receive the message within 500 ms. `--quick`
// connects 500.
import { cpus, loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { fixedDemoMedia } from '../apps/server/src/db/seed/demo-media';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo';
import { ask, connected, openClient } from '../apps/server/src/realtime/test-clients';
import type { BenchOptions } from './lib/options';
import { report } from './lib/report';

const port = 4560;
const host = `127.0.0.1:${port}`;
const connectBatch = 250;
const rounds = 3;
const roundTimeoutMs = 10_000;
const budgetMs = 500;
const budgetShare = 95;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchRealtimeFanout(options: BenchOptions): Promise<boolean> {
  const clients = options.quick ? 500 : 5_000;
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await database.migrate();
  await seedDemo(database.db, { media: fixedDemoMedia() });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST: '/nonexistent' }),
    db: database.db,
  });
  const sockets: Socket[] = [];
  try {
    const address = await app.listen({ port, host: '127.0.0.1' });
    // The room of a live event, found the way the portal finds it: through the event list.
    const listed = await app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host },
      payload: { status: 'live', page: 0, size: 1 },
    });
    const eventId = listed.json<{ content: { entries: { id: string }[] } }>().content.entries[0]
      ?.id;
    if (!eventId) throw new Error(`the demo data has no live event (${listed.statusCode})`);
    const tenantId = (
      await app.inject({ method: 'GET', url: '/api/customer/config', headers: { host } })
    ).json<{ content: { tenantId: string } }>().content.tenantId;

    const connectStart = performance.now();
    for (let i = 0; i < clients; i += connectBatch) {
      const batch = Array.from({ length: Math.min(connectBatch, clients - i) }, () =>
        openClient(address, { host }),
      );
      sockets.push(...batch);
      await Promise.all(
        batch.map(async (socket) => {
          await connected(socket);
          const answer = await ask(socket, 'join-event-room', { eventId });
          if (!answer.ok) throw new Error(`join refused: ${answer.message}`);
        }),
      );
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;

    const latencies: number[] = [];
    const perRound: { received: number; p50: number; p95: number; p99: number; max: number }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const received: number[] = [];
      let sentAt = 0;
      const all = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, roundTimeoutMs);
        for (const socket of sockets) {
          socket.once('event-url-change', () => {
            received.push(performance.now() - sentAt);
            if (received.length === clients) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      sentAt = performance.now();
      app.realtime.toEvent(tenantId, eventId, 'event-url-change', {
        eventId,
        eventUrl: `/media/live/bench-${round}/master.m3u8`,
      });
      await all;
      for (const socket of sockets) socket.off('event-url-change');
      const sorted = [...received].sort((a, b) => a - b);
      perRound.push({
        received: received.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      });
      latencies.push(...received);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A socket that never received counts as late.
    const expected = clients * rounds;
    const sorted = [...latencies].sort((a, b) => a - b);
    const within = sorted.filter((ms) => ms <= budgetMs).length;
    const missing = expected - latencies.length;
    const padded = [...sorted, ...Array<number>(missing).fill(Infinity)];
    return report(
      'realtime',
      [
        { name: `sockets in the room`, value: clients, unit: '' },
        { name: 'receive latency p50', value: percentile(padded, 50), unit: 'ms' },
        { name: 'receive latency p95', value: percentile(padded, 95), unit: 'ms' },
        { name: 'receive latency p99', value: percentile(padded, 99), unit: 'ms' },
        {
          name: `share received within ${budgetMs} ms`,
          value: (100 * within) / expected,
          unit: '%',
          budget: budgetShare,
          kind: 'min',
        },
      ],
      {
        clients,
        rounds,
        missing,
        connectSeconds,
        perRound,
        // Clients and server share this machine's cores; a busy machine shows in the figures.
        machine: { cpus: cpus().length, loadAverage1m: loadavg()[0] },
      },
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await database.close();
  }
}
