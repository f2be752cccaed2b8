// Time from `play()` to the first decoded frame on the event page, for an archived game (VOD)
// and a live game, in headless Chromium against the real server. Each run opens a fresh browser
// context (cold cache), so the figure includes fetching the playlists and first segments.
// Budget: ≤ 1 s (median) for each.
import { execFileSync } from 'node:child_process';
import type { Browser } from '@playwright/test';
import type { BenchOptions } from './lib/options';
import { launchChromium } from './lib/browser';
import { report } from './lib/report';
import { repoRoot, startServer } from './lib/server';

const budgetMs = 1000;

interface Listed {
  id: string;
  eventType: string;
  isEventAvailableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

async function firstAvailable(
  browser: Browser,
  origin: string,
  status: 'live' | 'archived',
): Promise<string> {
  // Through the browser, so the host name (and with it the tenant) is the one the pages use.
  const context = await browser.newContext();
  try {
    const answer = await context.request.post(`${origin}/api/event/list`, {
      data: { status, size: 50 },
    });
    const { content } = (await answer.json()) as { content: { entries: Listed[] } };
    const event = content.entries.find(
      (e) =>
        e.eventType === 'event' &&
        e.isEventAvailableForUser &&
        e.isEventAvailableInUserRegion &&
        e.source.hd,
    );
    if (!event) throw new Error(`no available ${status} event to play`);
    return event.id;
  } finally {
    await context.close();
  }
}

// Runs in the page before any script (as source: this workspace has no DOM types): stamps the
// first play() of each media element and the first frame it presents (requestVideoFrameCallback,
// else the first time update past 0).
const probe = `
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play() {
    if (this.playAt === undefined) {
      const at = performance.now();
      const element = this;
      element.playAt = at;
      const done = () => { if (window.firstFrameMs === undefined) window.firstFrameMs = performance.now() - at; };
      if ('requestVideoFrameCallback' in element) element.requestVideoFrameCallback(done);
      else element.addEventListener('timeupdate', () => { if (element.currentTime > 0) done(); });
    }
    return original.call(this);
  };
`;

async function measure(browser: Browser, url: string): Promise<number> {
  // The probe is instrumentation, read by string evaluation, which the portal's CSP (rightly)
  // forbids; playback itself does not depend on the policy.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: probe });
    await page.goto(url);
    await page.waitForFunction('window.firstFrameMs !== undefined', undefined, { timeout: 20_000 });
    return await page.evaluate<number>('window.firstFrameMs');
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchPlayerFirstFrame(options: BenchOptions): Promise<boolean> {
  execFileSync('node', ['scripts/build-web-if-needed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const server = await startServer(4602);
  const browser = await launchChromium();
  try {
    const origin = server.origin.replace('127.0.0.1', 'localhost');
    const runs = options.quick ? 3 : 7;
    const samples: Record<'vod' | 'live', number[]> = { vod: [], live: [] };
    for (const [kind, status] of [
      ['vod', 'archived'],
      ['live', 'live'],
    ] as const) {
      const id = await firstAvailable(browser, origin, status);
      // One warm-up run lets the server read its files once, as a serving server has.
      await measure(browser, `${origin}/events/${id}/`);
      for (let i = 0; i < runs; i += 1)
        samples[kind].push(await measure(browser, `${origin}/events/${id}/`));
    }
    return report(
      'player-first-frame',
      [
        {
          name: 'VOD: play() to first frame (median)',
          value: median(samples.vod),
          unit: 'ms',
          budget: budgetMs,
          kind: 'max',
        },
        { name: 'VOD: slowest run', value: Math.max(...samples.vod), unit: 'ms' },
        {
          name: 'live: play() to first frame (median)',
          value: median(samples.live),
          unit: 'ms',
          budget: budgetMs,
          kind: 'max',
        },
        { name: 'live: slowest run', value: Math.max(...samples.live), unit: 'ms' },
      ],
      { runs, samples },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
