// Runs queued jobs (docs/decisions/043): polls each tenant's due jobs, runs one at a time with a
// lease it renews while the handler works, and records the outcome. A process that dies mid-job
// leaves a lease that runs out; the next worker (here or in another process) takes the job again.
import type { Db } from '../db/open';
import { withTenant } from '../db/tenant-scope';
import { claimJob, completeJob, failAbandoned, failJob, findJob, renewJob } from './job-repository';

export interface RunningJob {
  id: string;
  tenantId: string;
  kind: string;
  payload: Record<string, unknown>;
  attempt: number;
}

export interface JobContext {
  /** 0–100; also renews the lease. */
  progress(percent: number): Promise<void>;
  /** Aborted when the worker stops: the handler should end its child processes. */
  signal: AbortSignal;
}

export type JobHandler = (job: RunningJob, context: JobContext) => Promise<Record<string, unknown>>;

/** A failure that retrying cannot fix (a file that is not a video): the job fails at once. */
export class PermanentJobError extends Error {}

/** What the worker logs through (pino's and Fastify's loggers both fit). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** The tenants whose jobs to run (read on each poll: tenants may be added while running). */
  tenantIds: () => Promise<string[]>;
  log: JobLog;
  pollMs?: number;
  /** How long a claim holds without a heartbeat; renewed every third of it. */
  leaseMs?: number;
  retryInMs?: number;
}

export interface Worker {
  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void;
  /** Stops polling, aborts the running handler and waits for it to settle. */
  stop(): Promise<void>;
}

export function startWorker(options: WorkerOptions): Worker {
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 20_000;
  const retryInMs = options.retryInMs ?? 10_000;
  const kinds = Object.keys(options.handlers);
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;

  async function run(tenantId: string, id: string): Promise<void> {
    const row = await findJob(options.db, tenantId, id);
    if (!row) return;
    const handler = options.handlers[row.kind]!;
    const heartbeat = setInterval(() => {
      renewJob(options.db, tenantId, id, leaseMs).catch((error: unknown) =>
        options.log.warn({ err: error, jobId: id }, 'job lease not renewed'),
      );
    }, leaseMs / 3);
    try {
      const result = await withTenant(tenantId, () =>
        handler(
          { id, tenantId, kind: row.kind, payload: row.payload, attempt: row.attempts },
          {
            progress: (percent) => renewJob(options.db, tenantId, id, leaseMs, percent),
            signal: abort.signal,
          },
        ),
      );
      // A stopping worker leaves the job to the next one rather than calling it failed.
      if (abort.signal.aborted) return;
      await completeJob(options.db, tenantId, id, result);
      options.log.info({ jobId: id, kind: row.kind }, 'job done');
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      await failJob(
        options.db,
        tenantId,
        id,
        reason,
        retryInMs,
        error instanceof PermanentJobError,
      );
      options.log.warn({ jobId: id, kind: row.kind, reason }, 'job attempt failed');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain(): Promise<void> {
    for (const tenantId of await options.tenantIds()) {
      await withTenant(tenantId, async () => {
        await failAbandoned(options.db, tenantId);
        let id: string | null;
        while (!abort.signal.aborted && (id = await claimJob(options.db, tenantId, kinds, leaseMs)))
          await run(tenantId, id);
      });
      if (abort.signal.aborted) return;
    }
  }

  function schedule(delay: number) {
    if (abort.signal.aborted) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = true;
    pass = drain()
      .catch((error: unknown) => options.log.error({ err: error }, 'job worker pass failed'))
      .finally(() => {
        running = false;
        schedule(again ? 0 : pollMs);
        again = false;
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      abort.abort();
      if (timer) clearTimeout(timer);
      await pass;
    },
  };
}
