// The cluster bench's "a job scheduled once runs once" (issue 18): an operator uploads a short
// video through the proxy with the operator command (tus, so its requests land on different
// processes, which share the upload folder and its lock, ADR 053); every process runs a job
// worker, and the transcode the upload schedules must run exactly once: one job for the game,
// done, claimed once (each claim counts an attempt, so a second run would show as 2).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot } from './server';

const run = promisify(execFile);
const jobTimeoutMs = 300_000;

export interface JobOnce {
  /** Why the check did not run (no ffmpeg on this machine), else null. */
  skipped: string | null;
  jobs: number;
  attempts: number;
  state: string;
  seconds: number;
}

export async function jobRunsOnce(options: {
  proxy: string;
  host: string;
  operatorKey: string;
  databaseUrl: string;
  workDir: string;
}): Promise<JobOnce> {
  const video = join(options.workDir, 'bench-clip.mp4');
  try {
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=320x180:rate=25', '-t', '2', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', '-y', video],
    ]);
  } catch (error) {
    return { skipped: `ffmpeg: ${String(error)}`, jobs: 0, attempts: 0, state: '', seconds: 0 };
  }
  const started = performance.now();
  const headers = { 'content-type': 'application/json', 'x-operator-key': options.operatorKey };
  const created = await fetch(`${options.proxy}/api/admin/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Cluster bench upload' }),
  });
  if (!created.ok) throw new Error(`creating the game failed (${created.status})`);
  const eventId = ((await created.json()) as { content: { id: string } }).content.id;
  const upload = await run(
    process.execPath,
    [
      ...['apps/server/dist/operator.js', 'upload'],
      ...['--event', eventId, '--file', video, '--server', options.proxy],
      ...['--host', options.host, '--key', options.operatorKey],
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
      timeout: jobTimeoutMs,
    },
  );
  const { jobId } = JSON.parse(upload.stdout) as { jobId: string };

  let state = '';
  const deadline = Date.now() + jobTimeoutMs;
  while (state !== 'done' && state !== 'failed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const job = await fetch(`${options.proxy}/api/admin/jobs/${jobId}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (job?.ok) state = ((await job.json()) as { content: { state: string } }).content.state;
  }
  const seconds = (performance.now() - started) / 1000;

  // Every transcode job for the game, in any tenant's rows (the bench connects as the owner).
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ jobs: number; attempts: number }>(
      `select count(*)::int as jobs, coalesce(sum(attempts), 0)::int as attempts from jobs
        where kind = 'transcode' and payload->>'eventId' = $1`,
      [eventId],
    );
    return { skipped: null, jobs: rows[0]!.jobs, attempts: rows[0]!.attempts, state, seconds };
  } finally {
    await db.end();
  }
}
