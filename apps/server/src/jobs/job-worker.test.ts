// The job queue on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL): jobs
// finish with their progress and result, failures keep their reason, a job whose worker died is
// taken again and finished, two workers never run one job twice, and tenants stay apart.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { withTenant } from '../db/tenant-scope';
import { createJobQueue, type JobQueue } from './job-queue';
import { PermanentJobError, startWorker, type JobHandler, type Worker } from './job-worker';

const tenantA = 'tn-touchline';
const tenantB = 'tn-harbour';
const log = pino({ level: 'silent' });
const waitLong = { timeout: 30_000, interval: 50 };

let database: TestDatabase;
let queue: JobQueue;
const workers: Worker[] = [];

function worker(handlers: Record<string, JobHandler>, leaseMs = 60_000): Worker {
  const started = startWorker({
    db: database.appDb,
    handlers,
    tenantIds: () => Promise.resolve([tenantA, tenantB]),
    log,
    pollMs: 50,
    leaseMs,
    retryInMs: 0,
  });
  workers.push(started);
  return started;
}

const stateOf = (tenantId: string, id: string) =>
  withTenant(tenantId, () => queue.find(tenantId, id));
const enqueue: JobQueue['enqueue'] = (tenantId, job) =>
  withTenant(tenantId, () => queue.enqueue(tenantId, job));

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  queue = createJobQueue(database.appDb);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(() => database?.destroy());

describe('job queue', () => {
  it('runs a job to the end, with its progress and result', async () => {
    const seen: number[] = [];
    worker({
      echo: async (job, context) => {
        await context.progress(40);
        const row = await queue.find(job.tenantId, job.id);
        seen.push(row!.progress);
        return { echoed: job.payload.word };
      },
    });
    const job = await enqueue(tenantA, { kind: 'echo', payload: { word: 'hello' } });
    await vi.waitFor(
      async () => expect((await stateOf(tenantA, job.id))?.state).toBe('done'),
      waitLong,
    );
    const done = await stateOf(tenantA, job.id);
    expect(done).toMatchObject({ progress: 100, attempts: 1, result: { echoed: 'hello' } });
    expect(seen).toEqual([40]);
  });

  it('retries a failed attempt, keeps the reason, and gives up after the last attempt', async () => {
    let calls = 0;
    worker({
      flaky: () => {
        calls += 1;
        return Promise.reject(new Error(`disk full (attempt ${calls})`));
      },
    });
    const job = await enqueue(tenantA, { kind: 'flaky', payload: {}, maxAttempts: 2 });
    await vi.waitFor(
      async () => expect((await stateOf(tenantA, job.id))?.state).toBe('failed'),
      waitLong,
    );
    expect(await stateOf(tenantA, job.id)).toMatchObject({
      attempts: 2,
      lastError: 'disk full (attempt 2)',
    });
    expect(calls).toBe(2);
  });

  it('fails at once on a permanent error', async () => {
    worker({
      bad: () => Promise.reject(new PermanentJobError('not a video: no video stream')),
    });
    const job = await enqueue(tenantA, { kind: 'bad', payload: {}, maxAttempts: 5 });
    await vi.waitFor(
      async () => expect((await stateOf(tenantA, job.id))?.state).toBe('failed'),
      waitLong,
    );
    expect(await stateOf(tenantA, job.id)).toMatchObject({
      attempts: 1,
      lastError: 'not a video: no video stream',
    });
  });

  it('finishes a job whose worker died in the middle of it', async () => {
    let started = false;
    // The first worker takes the job and never finishes it: its process is as good as dead.
    const first = worker(
      {
        slow: (_job, context) =>
          new Promise((_resolve, reject) => {
            started = true;
            context.signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
      },
      1000,
    );
    const job = await enqueue(tenantA, { kind: 'slow', payload: {} });
    await vi.waitFor(() => expect(started).toBe(true), waitLong);
    await first.stop();
    expect(await stateOf(tenantA, job.id)).toMatchObject({ state: 'running', attempts: 1 });
    // A new worker (the restarted server) takes it once the dead one's lease has run out.
    worker({ slow: () => Promise.resolve({ finished: true }) }, 1000);
    await vi.waitFor(
      async () => expect((await stateOf(tenantA, job.id))?.state).toBe('done'),
      waitLong,
    );
    expect(await stateOf(tenantA, job.id)).toMatchObject({
      attempts: 2,
      result: { finished: true },
    });
  });

  it('never runs one job twice with two workers at once', async () => {
    const runs = new Map<string, number>();
    const count: JobHandler = (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      return Promise.resolve({});
    };
    worker({ count });
    worker({ count });
    const jobs = await Promise.all(
      Array.from({ length: 6 }, () => enqueue(tenantB, { kind: 'count', payload: {} })),
    );
    await vi.waitFor(async () => {
      for (const job of jobs) expect((await stateOf(tenantB, job.id))?.state).toBe('done');
    }, waitLong);
    expect([...runs.values()]).toEqual(jobs.map(() => 1));
  });

  it("keeps tenants apart: one tenant's job is not found from another", async () => {
    const job = await enqueue(tenantA, { kind: 'none', payload: {} });
    expect(await stateOf(tenantB, job.id)).toBeNull();
    expect(await stateOf(tenantA, job.id)).not.toBeNull();
  });
});
