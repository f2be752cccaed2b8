// SQL of the job queue (docs/decisions/043). A job is claimed with FOR UPDATE SKIP LOCKED, so any
// number of workers, in any number of processes, take each job once; a claim is a lease that the
// running worker renews, and a job whose lease ran out (its process died) is claimed again.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { jobs, type JobRow } from '../db/schema-pipeline';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  runAfter?: Date;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const inTenant = (tenantId: string, id: string) =>
  and(eq(jobs.tenantId, tenantId), eq(jobs.id, id));

export async function insertJob(db: Db, tenantId: string, job: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      tenantId,
      id: `job-${randomBytes(9).toString('base64url')}`,
      kind: job.kind,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 3,
      runAfter: job.runAfter ?? new Date(),
    })
    .returning();
  return row!;
}

export async function findJob(db: Db, tenantId: string, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(inTenant(tenantId, id)).limit(1);
  return row ?? null;
}

/**
 * Takes the next job of these kinds that is due: a queued one, or a running one whose lease has
 * passed and that has attempts left. Its attempt is counted as it is taken.
 */
export async function claimJob(
  db: Db,
  tenantId: string,
  kinds: string[],
  leaseMs: number,
): Promise<string | null> {
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, progress = 0,
      lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
    where (tenant_id, id) = (
      select tenant_id, id from jobs
      where tenant_id = ${tenantId} and kind in ${kinds} and attempts < max_attempts
        and ((state = 'queued' and run_after <= now())
          or (state = 'running' and lease_until < now()))
      order by run_after, created_at
      limit 1
      for update skip locked)
    returning id`);
  const [row] = rowsOf(result);
  return row ? String(row.id) : null;
}

/** Running jobs whose process died on their last attempt: failed, saying so. */
export async function failAbandoned(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'the worker stopped during the last attempt'`,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        eq(jobs.state, 'running'),
        sql`${jobs.leaseUntil} < now()`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** The running worker's heartbeat: progress, and a lease that lasts another `leaseMs`. */
export async function renewJob(
  db: Db,
  tenantId: string,
  id: string,
  leaseMs: number,
  progress?: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: sql`now()`,
      ...(progress !== undefined && { progress: Math.max(0, Math.min(100, Math.round(progress))) }),
    })
    .where(and(inTenant(tenantId, id), eq(jobs.state, 'running')));
}

export async function completeJob(
  db: Db,
  tenantId: string,
  id: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', progress: 100, result, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(inTenant(tenantId, id), eq(jobs.state, 'running')));
}

/** A failed attempt: queued again after `retryInMs` while attempts remain, else failed for good. */
export async function failJob(
  db: Db,
  tenantId: string,
  id: string,
  reason: string,
  retryInMs: number,
  permanent: boolean,
): Promise<void> {
  const giveUp = permanent ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  await db
    .update(jobs)
    .set({
      state: sql`case when ${giveUp} then 'failed' else 'queued' end`,
      lastError: reason.slice(0, 2000),
      leaseUntil: null,
      runAfter: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(and(inTenant(tenantId, id), eq(jobs.state, 'running')));
}

/** How many of the tenant's jobs are in each kind and state (the queue-depth metric). */
export async function countJobs(
  db: Db,
  tenantId: string,
): Promise<{ kind: string; state: string; count: number }[]> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.tenantId, tenantId))
    .groupBy(jobs.kind, jobs.state);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
