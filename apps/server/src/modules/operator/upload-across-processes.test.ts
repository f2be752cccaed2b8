// One upload, two server processes on one database and one upload area (ADR 053): an upload
// begun on one process continues on the other, and two requests writing it at once on different
// processes are kept apart by the shared lock, so no byte is lost or written twice. Two apps in
// this test process stand in for the processes; they share the database, the upload area (a
// DATA_DIR, or a bucket on the local S3 test server) and, in the Redis cases, Redis — as processes
// behind a proxy do — and nothing else (each has its own locker and tus server).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { probeRedis, testRedisUrl } from '../../../test/redis-probe';
import { s3Env, startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { advisoryKey } from '../../db/advisory-lock';
import { jobs } from '../../db/schema-pipeline';
import { findFfmpeg } from '../../media/pipeline/ffmpeg-tools';
import { pipelineDirs } from '../../pipeline';
import { demoOperatorKeys } from './operator-key';

const run = promisify(execFile);
const tools = await findFfmpeg({
  ffmpegPath: process.env.FFMPEG_PATH ?? null,
  ffprobePath: process.env.FFPROBE_PATH ?? null,
});
if (!tools) console.warn('Skipping the cross-process upload tests: ffmpeg was not found');
const redisUnreachable = await probeRedis();
const onPostgres = Boolean(process.env.DATABASE_URL);
const key = demoOperatorKeys.touchline!;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** One tus request to a listening process; a body may arrive in parts (`hold` keeps it open). */
function tus(
  address: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { parts: Buffer[]; hold?: Promise<void>; length: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, address),
      {
        method,
        headers: {
          host: hosts.touchline,
          'x-operator-key': key,
          'tus-resumable': '1.0.0',
          ...(body
            ? {
                'content-type': 'application/offset+octet-stream',
                'content-length': String(body.length),
              }
            : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (!body) return void req.end();
    for (const part of body.parts) req.write(part);
    if (body.hold) void body.hold.then(() => req.destroy());
    else req.end();
  });
}

const redis = redisUnreachable ? null : createClient({ url: testRedisUrl });
await redis?.connect();

/** How a variant stores and locks, and how the test sees inside. */
interface Variant {
  name: string;
  skip: boolean;
  env: Record<string, string>;
  bucket?: boolean;
  /** Whether some request holds the upload's lock. */
  lockHeld(t: TestApp, uploadId: string): Promise<boolean>;
}

const inRedis = async (_t: TestApp, uploadId: string) =>
  (await redis!.exists(`touchline:upload-lock:${uploadId}`)) === 1;
const inPostgres = async (t: TestApp, uploadId: string) => {
  const answer: unknown = await t.database.db.execute(
    sql`select exists (select 1 from pg_locks where locktype = 'advisory' and objsubid = 1
      and ((classid::bigint << 32) | objid::bigint) = ${advisoryKey(`upload:${uploadId}`)}::bigint) as held`,
  );
  return (answer as { rows: { held: boolean }[] }).rows[0]!.held;
};

const variants: Variant[] = [
  {
    name: 'files in a shared DATA_DIR, locks in Redis',
    skip: redisUnreachable !== null,
    env: { REDIS_URL: testRedisUrl },
    lockHeld: inRedis,
  },
  {
    name: 'files in a shared DATA_DIR, PostgreSQL advisory locks (no Redis)',
    skip: !onPostgres,
    env: {},
    lockHeld: inPostgres,
  },
  {
    name: 'a bucket, locks in Redis',
    skip: redisUnreachable !== null,
    env: { REDIS_URL: testRedisUrl },
    bucket: true,
    lockHeld: inRedis,
  },
];

afterAll(async () => {
  await redis?.close();
});

describe.skipIf(!tools).each(variants)('an upload across two processes: $name', (variant) => {
  let a: TestApp;
  let b: App;
  let addressA: string;
  let addressB: string;
  let s3: S3TestServer | null = null;
  const dirs: string[] = [];
  let video: Buffer;

  beforeAll(async () => {
    if (variant.skip) return;
    for (let i = 0; i < 2; i += 1) dirs.push(await mkdtemp(join(tmpdir(), 'touchline-uploads-')));
    const file = join(dirs[0]!, 'source.mp4');
    await run(tools!.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=320x180:rate=25', '-t', '2', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', file],
    ]);
    video = await readFile(file);
    if (variant.bucket) s3 = await startS3TestServer();
    const env = {
      ...variant.env,
      ...(s3 ? s3Env(s3) : {}),
      JOB_WORKER: 'off',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    // With a bucket each process has a folder of its own; without, they share DATA_DIR.
    a = await createTestApp({ ...env, DATA_DIR: dirs[0]! });
    b = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
        ...env,
        DATA_DIR: s3 ? dirs[1]! : dirs[0]!,
      }),
      db: a.database.appDb,
    });
    addressA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    addressB = await b.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function begin(): Promise<string> {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { host: hosts.touchline, 'x-operator-key': key },
      payload: { title: 'Uploaded through two processes' },
    });
    const eventId = created.json<{ content: { id: string } }>().content.id;
    const metadata = { eventId, filetype: 'video/mp4', filename: 'final.mp4' };
    const answer = await tus(addressA, 'POST', '/api/admin/uploads', {
      'upload-length': String(video.length),
      'upload-metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    });
    expect(answer.status).toBe(201);
    return answer.headers.location!;
  }
  const patch = (address: string, at: string, offset: number, bytes: Buffer) =>
    tus(
      address,
      'PATCH',
      at,
      { 'upload-offset': String(offset) },
      {
        parts: [bytes],
        length: bytes.length,
      },
    );
  const offsetOn = async (address: string, at: string) =>
    Number((await tus(address, 'HEAD', at, {})).headers['upload-offset']);

  /** The transcode jobs of an upload, however many processes queued one. */
  async function jobsOf(uploadId: string) {
    const rows = await a.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'transcode'), sql`${jobs.payload}->>'uploadId' = ${uploadId}`));
    return rows.map((row) => row.id);
  }
  const source = (uploadId: string) => `sources/tn-touchline/${uploadId}`;
  const stored = async (uploadId: string) =>
    s3
      ? s3.objects.get(source(uploadId))!.body
      : readFile(join(dirs[0]!, 'media', source(uploadId)));

  it.skipIf(variant.skip)(
    'continues on the second process what the first began',
    async () => {
      const at = await begin();
      const uploadId = at.split('/').pop()!;
      const first = Math.floor(video.length / 3);
      expect((await patch(addressA, at, 0, video.subarray(0, first))).status).toBe(204);

      expect(await offsetOn(addressB, at)).toBe(first);
      const last = await patch(addressB, at, first, video.subarray(first));
      expect(last.status).toBe(204);
      const jobId = last.headers['upload-job-id'];
      expect(jobId).toBeTruthy();

      expect(await jobsOf(uploadId)).toEqual([jobId]);
      expect((await stored(uploadId)).equals(video)).toBe(true);
      // The upload area forgot it: only the job's source remains.
      if (s3)
        expect([...s3.objects.keys()].filter((k) => k.includes(uploadId))).toEqual([
          source(uploadId),
        ]);
      if (s3) expect(s3.multipart.size).toBe(0);
    },
    60_000,
  );

  it.skipIf(variant.skip)(
    'refuses a second writer on the other process while one writes, and loses nothing',
    async () => {
      const at = await begin();
      const uploadId = at.split('/').pop()!;
      const half = Math.floor(video.length / 2);
      // The first writer sends half its body and then stalls, as a dropped connection does.
      let giveUp!: () => void;
      const stalled = tus(
        addressA,
        'PATCH',
        at,
        { 'upload-offset': '0' },
        {
          parts: [video.subarray(0, half)],
          hold: new Promise<void>((resolve) => (giveUp = resolve)),
          length: video.length,
        },
      ).catch((): Answer => ({ status: 0, headers: {} }));
      // It holds the lock once its bytes are being written.
      await vi.waitFor(async () => expect(await variant.lockHeld(a, uploadId)).toBe(true), {
        timeout: 20_000,
        interval: 50,
      });
      if (!s3)
        await vi.waitFor(
          async () =>
            expect((await stat(join(pipelineDirs(dirs[0]!).incoming, uploadId))).size).toBe(half),
          { timeout: 20_000, interval: 50 },
        );

      const first: { answer: Answer | null } = { answer: null };
      void stalled.then((answer) => (first.answer = answer));
      // The same bytes from the start on the other process: it waits for the lock and asks the
      // holder, on the first process, to let go — that request ends without finishing the
      // upload (without a shared lock nothing would end it: it stalls until the client gives up).
      const second = patch(addressB, at, 0, video);
      await vi.waitFor(() => expect(first.answer).not.toBeNull(), {
        timeout: 30_000,
        interval: 50,
      });
      expect(first.answer!.headers['upload-job-id']).toBeUndefined();
      // Then it finds the upload moved on: 409, nothing written twice.
      expect((await second).status).toBe(409);
      giveUp();

      // What the first writer sent is kept; the client resumes from there on either process.
      const offset = await offsetOn(addressB, at);
      expect(offset).toBe(half);
      const last = await patch(addressB, at, offset, video.subarray(offset));
      expect(last.status).toBe(204);
      expect(await jobsOf(uploadId)).toEqual([last.headers['upload-job-id']]);
      expect((await stored(uploadId)).equals(video)).toBe(true);
    },
    90_000,
  );
});
