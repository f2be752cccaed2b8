// /metrics counts what operations need (ADR 044, 047): the shared job queue's depth per kind and
// state, playback addresses signed, sockets connected, and the database pool's connections. Each
// figure is read from a scrape of /metrics, after the thing it counts happened.
import Fastify from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';
import { claimJob, insertJob } from '../jobs/job-repository';
import { connectClient } from '../realtime/test-clients';
import { createMetrics } from './metrics';
import metricsPlugin from './metrics-plugin';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** The value of one sample line (`name{labels} value`), null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

const scrape = async (app = t.app) => {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('job queue depth', () => {
  it('counts every tenant’s jobs by kind and state, and known kinds read 0 when empty', async () => {
    const queued = { kind: 'transcode', state: 'queued' };
    const running = { kind: 'transcode', state: 'running' };
    const before = await scrape();
    expect(sample(before, 'touchline_job_queue_jobs', queued)).toBe(0);
    expect(sample(before, 'touchline_job_queue_jobs', running)).toBe(0);

    // Jobs of two tenants: row-level security must not hide either from the count.
    const owner = t.database.db;
    await insertJob(owner, 'tn-touchline', { kind: 'transcode', payload: {} });
    await insertJob(owner, 'tn-touchline', { kind: 'transcode', payload: {} });
    await insertJob(owner, 'tn-harbour', { kind: 'transcode', payload: {} });
    await insertJob(owner, 'tn-harbour', { kind: 'cleanup', payload: {} });
    expect(await claimJob(owner, 'tn-touchline', ['transcode'], 20_000)).not.toBeNull();

    const after = await scrape();
    expect(sample(after, 'touchline_job_queue_jobs', queued)).toBe(2);
    expect(sample(after, 'touchline_job_queue_jobs', running)).toBe(1);
    expect(sample(after, 'touchline_job_queue_jobs', { kind: 'cleanup', state: 'queued' })).toBe(1);
    expect(sample(after, 'touchline_job_queue_jobs', { kind: 'transcode', state: 'failed' })).toBe(
      0,
    );
  });
});

describe('playback addresses', () => {
  it('counts each signed address, and not a refusal to sign', async () => {
    const before = sample(await scrape(), 'touchline_playback_tokens_issued_total') ?? 0;
    const grant = { tenantId: 'tn-touchline', eventId: 'e-1', sessionId: 's-1', country: 'GB' };
    expect(t.app.playbackSigner.sign('/media/vod/match-1/master.m3u8', grant)).not.toBeNull();
    expect(t.app.playbackSigner.sign('/media/vod/match-2/master.m3u8', grant)).not.toBeNull();
    // Not a media address: nothing is signed, nothing counted.
    expect(t.app.playbackSigner.sign('https://cdn.example.org/x.m3u8', grant)).toBeNull();
    expect(sample(await scrape(), 'touchline_playback_tokens_issued_total')).toBe(before + 2);
  });
});

describe('sockets', () => {
  it('counts the sockets connected to this process, and forgets closed ones', async () => {
    const sockets = () => scrape().then((text) => sample(text, 'touchline_realtime_sockets'));
    const open: Socket[] = [];
    try {
      for (let i = 0; i < 3; i += 1)
        open.push(await connectClient(address, { host: hosts.touchline }));
      await vi.waitFor(async () => expect(await sockets()).toBe(3));
      open.pop()!.disconnect();
      await vi.waitFor(async () => expect(await sockets()).toBe(2));
    } finally {
      for (const socket of open) socket.disconnect();
    }
    await vi.waitFor(async () => expect(await sockets()).toBe(0));
  });
});

describe('database pool', () => {
  it('reports a pool’s total, idle and waiting connections as read at scrape time', async () => {
    const pool = { totalCount: 10, idleCount: 7, waitingCount: 0 };
    const app = Fastify();
    await app.register(metricsPlugin, {
      metrics: createMetrics(),
      token: null,
      sources: {
        sockets: () => 0,
        connections: () => Promise.resolve(0),
        databaseClient: () => pool,
      },
    });
    try {
      let text = await scrape(app);
      expect(sample(text, 'touchline_db_pool_connections', { state: 'total' })).toBe(10);
      expect(sample(text, 'touchline_db_pool_connections', { state: 'idle' })).toBe(7);
      expect(sample(text, 'touchline_db_pool_connections', { state: 'waiting' })).toBe(0);
      Object.assign(pool, { idleCount: 0, waitingCount: 4 });
      text = await scrape(app);
      expect(sample(text, 'touchline_db_pool_connections', { state: 'idle' })).toBe(0);
      expect(sample(text, 'touchline_db_pool_connections', { state: 'waiting' })).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('reads the app’s own database: its pool on PostgreSQL, nothing on the embedded one', async () => {
    const total = sample(await scrape(), 'touchline_db_pool_connections', { state: 'total' });
    if (t.database.url === null) expect(total).toBeNull();
    else expect(total).not.toBeNull();
  });
});
