// Glass-to-glass latency of live ingest (ADR 056): ffmpeg pushes a test picture over RTMP with its
// frame number drawn into the top band as 16 black and white blocks (a clock a page can read),
// and an open event page reads the number off each frame it presents. Latency is the wall time a
// frame is shown minus the wall time it was made: push start + number / 25 s. The push start is
// taken when ffmpeg is spawned, before it makes its first frame, so the figure errs long, never
// short. Also measured: push start → the open page turns live (issue 17: within 10 s).
// Budgets: ≤ 6 s latency (median), ≤ 10 s to live. Needs ffmpeg; without it the bench says so.
import { execFileSync, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { BenchOptions } from './lib/options';
import { launchChromium } from './lib/browser';
import { report } from './lib/report';
import { repoRoot, startServer } from './lib/server';

const httpPort = 4606;
const rtmpPort = 4607;
const fps = 25;
const bits = 16;
const latencyBudgetMs = 6000;
const liveBudgetMs = 10_000;

const hasFfmpeg = () => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The frame number as blocks: block i (40 px wide at 640 px) is white when bit i is set. */
const clockFilter = [
  'drawbox=x=0:y=0:w=640:h=32:color=black:t=fill',
  ...Array.from(
    { length: bits },
    (_, i) =>
      `drawbox=x=${i * 40}:y=0:w=40:h=32:color=white:t=fill:enable='eq(mod(floor(n/${2 ** i}),2),1)'`,
  ),
].join(',');

function push(url: string, seconds: number) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${fps}`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-vf', clockFilter, '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(fps)],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  return { startedAt: Date.now(), stop: () => child.kill('SIGKILL') };
}

// Runs in the page (as source: this workspace has no DOM types). For each presented frame, reads
// the blocks' centres from a canvas copy and pushes [shown at (epoch ms), frame number].
const sampler = (bitCount: number) => `
  (() => {
    const video = document.querySelector('[data-testid="player-video"]');
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    window.clockSamples = [];
    const onFrame = (_now, meta) => {
      const w = video.videoWidth, h = video.videoHeight;
      if (w && h) {
        canvas.width = w; canvas.height = h;
        context.drawImage(video, 0, 0, w, h);
        const y = Math.round((16 / 360) * h);
        const row = context.getImageData(0, y, w, 1).data;
        let n = 0;
        for (let i = 0; i < ${bitCount}; i += 1) {
          const x = Math.round(((i * 40 + 20) / 640) * w);
          if (row[x * 4] > 128) n += 2 ** i;
        }
        const edge = video.seekable.length ? video.seekable.end(video.seekable.length - 1) : NaN;
        window.clockSamples.push([performance.timeOrigin + meta.expectedDisplayTime, n, edge - video.currentTime]);
      }
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  })();
`;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function sampleLatency(page: Page, startedAt: number, seconds: number) {
  await page.evaluate(sampler(bits));
  await page.waitForTimeout(seconds * 1000);
  const samples = await page.evaluate<[number, number, number][]>('window.clockSamples');
  // A frame whose band did not decode cleanly (a blurred block) reads as a far-off number, so
  // only readings within a minute of the push are used.
  const read = samples
    .map(([shownAt, frame, behindEdge]) => ({
      latency: shownAt - (startedAt + (frame * 1000) / fps),
      behindEdge: behindEdge * 1000,
    }))
    .filter(({ latency }) => latency > 0 && latency < 60_000);
  return {
    latencies: read.map((r) => r.latency),
    behindEdge: read.map((r) => r.behindEdge).filter(Number.isFinite),
  };
}

export async function benchLiveLatency(options: BenchOptions): Promise<boolean> {
  if (!hasFfmpeg()) {
    console.log('live-latency     skipped: ffmpeg is not installed (Debian package "ffmpeg")');
    return true;
  }
  execFileSync('node', ['scripts/build-web-if-needed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const server = await startServer(httpPort, {
    RTMP_PORT: String(rtmpPort),
    RTMP_HOST: '127.0.0.1',
  });
  const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  // The first demo tenant answers on localhost; its operator key is the demo's published one.
  const origin = server.origin.replace('127.0.0.1', 'localhost');
  const sampleSeconds = options.quick ? 10 : 30;
  const pushSeconds = sampleSeconds + 40;
  let pusher: ReturnType<typeof push> | undefined;
  try {
    const context = await browser.newContext({ bypassCSP: true });
    const made = await context.request.post(`${origin}/api/admin/live-inputs`, {
      headers: { 'x-operator-key': 'op_demo_touchline_operator' },
      data: { title: 'Latency bench' },
    });
    if (!made.ok()) throw new Error(`live input: ${made.status()} ${await made.text()}`);
    const { eventId, ingestUrl } = (
      (await made.json()) as {
        content: { eventId: string; ingestUrl: string };
      }
    ).content;
    const target = new URL(ingestUrl);
    target.hostname = '127.0.0.1';

    const page = await context.newPage();
    await page.goto(`${origin}/events/${eventId}/`);
    pusher = push(target.href, pushSeconds);
    const player = page.getByTestId('player');
    await player.and(page.locator('[data-live="true"]')).waitFor({ timeout: 60_000 });
    const liveAfterMs = Date.now() - pusher.startedAt;
    await player.and(page.locator('[data-phase="playing"]')).waitFor({ timeout: 60_000 });
    // A few seconds to settle at the player's live distance, as a viewer would watch.
    await page.waitForTimeout(5000);
    const { latencies, behindEdge } = await sampleLatency(page, pusher.startedAt, sampleSeconds);
    if (latencies.length === 0) throw new Error('no frame of the push could be read');
    return report(
      'live-latency',
      [
        {
          name: 'glass-to-glass latency (median)',
          value: quantile(latencies, 0.5),
          unit: 'ms',
          budget: latencyBudgetMs,
          kind: 'max',
        },
        { name: 'glass-to-glass latency (p95)', value: quantile(latencies, 0.95), unit: 'ms' },
        // The player's share: how far behind its playlist's last second it plays (hls.js keeps
        // three segments); the rest is encoding, packaging and publishing the segments.
        {
          name: 'player behind its playlist edge (median)',
          value: behindEdge.length ? quantile(behindEdge, 0.5) : NaN,
          unit: 'ms',
        },
        {
          name: 'push start → open page live',
          value: liveAfterMs,
          unit: 'ms',
          budget: liveBudgetMs,
          kind: 'max',
        },
        { name: 'frames read', value: latencies.length, unit: '' },
      ],
      { sampleSeconds, fps },
    );
  } finally {
    pusher?.stop();
    await browser.close();
    await server.stop();
  }
}
