// A paid recording served from object storage plays with signed addresses (issue 18, ADR 053).
// The spec runs a portal of its own (`scripts/start.mjs` on E2E_PORT + 3, its own DATA_DIR) whose
// media live in a bucket on the local S3 test server it starts, the one the server tests use. The
// operator uploads a short test-source video to a paid game with the operator command; once the
// transcode is done, a viewer buys the game and plays it on the event page: every address the
// player asks for the recording is signed (`/media/t/<token>/uploads/…`), the segments come out of
// the bucket (its request log), the picture advances (`currentTime` grows), and the plain address
// answers 403. Everything it starts is stopped at the end.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { e2eObjectStoragePort } from '../playwright.config';
import { s3Env, startS3TestServer, type S3TestServer } from '../../apps/server/test/s3-test-server';
import { registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { paidPpvGames, videoTime } from './watch-helpers';

const run = promisify(execFile);
const port = e2eObjectStoragePort;
const origin = `http://localhost:${port}`;
const operatorKey = 'op_demo_touchline_operator';
const repoRoot = new URL('../../', import.meta.url).pathname;

let s3: S3TestServer;
let server: ChildProcess | null = null;
let dataDir: string;
let ffmpegMissing: string | null = null;

// Bounded: the upload, its transcode, a purchase and playback; generous for a loaded machine (a
// run at load average 40 spent 3.5 minutes before the viewer's first page).
test.describe.configure({ mode: 'serial', timeout: 360_000 });
test.use({ baseURL: origin });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'touchline-e2e-bucket-'));
  try {
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
      join(dataDir, 'clip.mp4'),
    ]);
  } catch (error) {
    ffmpegMissing = String(error);
    return;
  }
  s3 = await startS3TestServer();
  // Its own process group, so stopping it stops the compiled server it starts too.
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...s3Env(s3),
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CALL_RATE_LIMITS: 'off',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      // The suite's own server takes the pushes (e2eRtmpPort); this one takes none.
      RTMP_PORT: 'off',
    },
  });
  await expect
    .poll(async () => (await request.get(`${origin}/readyz`).catch(() => null))?.status(), {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a paid recording uploaded into the bucket plays for an entitled viewer through signed addresses', async ({
  page,
  request,
}) => {
  test.skip(ffmpegMissing !== null, `ffmpeg is needed to make the video: ${ffmpegMissing}`);

  // The operator uploads to a pay-per-view game (the operator command, resumable).
  const [game] = await paidPpvGames(request);
  expect(game, 'an archived pay-per-view game').toBeDefined();
  const uploaded = await run(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/server/src/cli/operator.ts', 'upload', '--event', game!.id],
      ...['--file', join(dataDir, 'clip.mp4'), '--server', origin, '--host', `localhost:${port}`],
      ...['--key', operatorKey],
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' } },
  );
  const { jobId } = JSON.parse(uploaded.stdout) as { jobId: string };
  await expect
    .poll(
      async () => {
        const job = await request.get(`/api/admin/jobs/${jobId}`, {
          headers: { 'x-operator-key': operatorKey },
        });
        return ((await job.json()) as { content: { state: string } }).content.state;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe('done');
  const recording = `uploads/tn-touchline/${jobId}/`;
  expect(s3.objects.has(`${recording}master.m3u8`)).toBe(true);

  // The plain address of a paid recording is refused.
  expect((await request.get(`/media/${recording}master.m3u8`)).status()).toBe(403);

  // A viewer signs in and buys the game, then plays it.
  const email = uniqueEmail('bucket');
  await registerUser(request, origin, email);
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/club\//);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await expect(page).not.toHaveURL(/\/club\//);

  const mediaAsked: string[] = [];
  page.on('request', (asked) => {
    const path = new URL(asked.url()).pathname;
    if (path.startsWith('/media/')) mediaAsked.push(path);
  });
  const segmentsBefore = s3.calls.filter((c) => c.startsWith(`GET ${recording}`)).length;
  await page.goto(`/events/${game!.id}/`);
  await expect(page.getByTestId('availability')).toHaveAttribute('data-reason', 'not-entitled');
  await page.getByRole('link', { name: /Buy Match pass/ }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${game!.id}/`), { timeout: 20_000 });
  // The picture advances (the player's own wait, with room for a loaded machine).
  await expect(page.getByTestId('player')).toHaveAttribute('data-phase', 'playing', {
    timeout: 90_000,
  });
  // From 0 on a first visit; the 6 s recording may be over before a later reading, so the clock
  // is compared with the start rather than with a reading taken while it plays.
  await expect.poll(() => videoTime(page), { timeout: 60_000 }).toBeGreaterThan(1);

  // What the player asked for the recording's stream (playlists, init parts, segments; the
  // poster is public artwork, as a seeded game's is): signed addresses only, segments among them…
  const forRecording = mediaAsked.filter(
    (path) => path.includes(`/${recording}`) && /\.(m3u8|m4s|mp4)$/.test(path),
  );
  expect(forRecording.length).toBeGreaterThan(0);
  for (const path of forRecording) expect(path).toMatch(/^\/media\/t\/[^/]+\/uploads\//);
  expect(forRecording.some((path) => path.endsWith('.m4s'))).toBe(true);
  // …each read out of the bucket.
  const bucketReads = s3.calls.filter((c) => c.startsWith(`GET ${recording}`));
  expect(bucketReads.length).toBeGreaterThan(segmentsBefore);
  expect(bucketReads.some((c) => c.endsWith('.m4s'))).toBe(true);
});
