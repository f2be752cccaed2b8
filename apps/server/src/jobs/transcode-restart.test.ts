// A job survives the server: the real server process (embedded PGlite in its data folder) is
// killed with SIGKILL, its ffmpeg with it, in the middle of a transcode; started again on the same
// folder, it takes the job again once the dead process's lease has run out and finishes it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AdminJob } from '@touchline/contract/calls/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../cli/content-upload';
import { findFfmpeg } from '../media/pipeline/ffmpeg-tools';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { freePort } from '../../test/free-port';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
// PostgreSQL runs its own crash test (test/robustness); this one is about the embedded database.
const onPglite = !process.env.DATABASE_URL?.trim();
if (!tools) console.warn('Skipping the transcode restart test: ffmpeg and ffprobe were not found');

/** 127.0.0.1 is the Harbour demo tenant's host. */
const key = demoOperatorKeys.harbour!;
const patient = { timeout: 240_000, interval: 250 };

describe.skipIf(!tools || !onPglite)('a transcode across a server kill', () => {
  let dataDir: string;
  let origin: string;
  let port: number;
  const servers: ChildProcess[] = [];

  const start = () => {
    // Its own process group, so the kill takes ffmpeg too, as stopping a container does.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent/web-dist',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DEMO: 'on',
        JOB_WORKER: 'on',
        // No live ingest: several such servers would race for the RTMP port.
        RTMP_PORT: 'off',
      },
    });
    servers.push(child);
    return child;
  };
  const killGroup = (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid!, 'SIGKILL');
    return exited;
  };
  const ready = () =>
    vi.waitFor(async () => expect((await fetch(`${origin}/readyz`)).ok).toBe(true), patient);
  const admin = async <T>(path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-operator-key': key, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { content: T };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'touchline-restart-'));
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await Promise.all(servers.map(killGroup));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the job after the restart', async () => {
    const video = join(dataDir, 'long.mp4');
    // Long enough that the kill lands while ffmpeg is still encoding.
    await run(tools!.ffmpeg, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=640x360:rate=25',
      ],
      ...['-t', '30', '-c:v', 'libx264', '-preset', 'ultrafast', video],
    ]);
    const first = start();
    await ready();
    const { content: event } = await admin<{ id: string }>('/api/admin/events', { title: 'Kept' });
    const { jobId } = await uploadFile({ server: origin, host: '127.0.0.1', key }, event.id, video);
    await vi.waitFor(async () => {
      const { content: job } = await admin<AdminJob>(`/api/admin/jobs/${jobId}`);
      expect(job.state).toBe('running');
      expect(job.progress).toBeGreaterThan(0);
    }, patient);
    await killGroup(first);

    start();
    await ready();
    const done = await vi.waitFor(async () => {
      const { content: job } = await admin<AdminJob>(`/api/admin/jobs/${jobId}`);
      expect(job.state).toBe('done');
      return job;
    }, patient);
    expect(done.attempts).toBe(2);
    const { content: events } = await admin<{ entries: { id: string; status: string }[] }>(
      '/api/admin/events',
    );
    expect(events.entries.find((e) => e.id === event.id)?.status).toBe('vod');
  }, 600_000);
});
