// Lighthouse (mobile preset: emulated phone, simulated slow 4G and a 4× slower CPU) on `/`, an
// archived game's event page (the player), `/latest/` and a shared search, against the real
// server serving the built portal. Performance is the median of 3 runs, as Lighthouse advises for
// its variance (`--quick`: 1 run); the metrics shown are those of that median run. Budgets (issue
// 12): ≥ 95 for performance and accessibility, LCP ≤ 2.0 s, TBT ≤ 150 ms and CLS ≤ 0.05 on every
// page; FCP keeps the "good" threshold Lighthouse scores it against.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { requestJson } from './lib/http-json';
import type { BenchOptions } from './lib/options';
import { report, type Figure } from './lib/report';
import { repoRoot, startServer } from './lib/server';

const serverPort = 4461;
const chromePort = 4462;
const scoreBudget = 95;
const lcpBudgetMs = 2000;
const tbtBudgetMs = 150;
const clsBudget = 0.05;
/** When set, every run's full report (HTML, with traces' findings) is kept in this folder. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
/** One run may not take longer than this (load, trace, audits), so the bench always ends. */
const runTimeoutMs = 150_000;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Performance audits that did not pass in this run, for the next improvement. */
  opportunities: { id: string; title: string; display: string }[];
}

async function archivedGameId(origin: string): Promise<string> {
  const answer = await requestJson(`${origin}/api/event/list`, 'localhost', 'POST', {
    status: 'archived',
    size: 50,
  });
  const { content } = answer.body as {
    content: {
      entries: {
        id: string;
        eventType: string;
        isEventAvailableForUser: boolean;
        source: { hd: string | null };
      }[];
    };
  };
  const event = content.entries.find(
    (e) => e.eventType === 'event' && e.isEventAvailableForUser && e.source.hd,
  );
  if (!event) throw new Error('no archived game with a stream to open');
  return event.id;
}

async function audit(url: string, name: string): Promise<Run> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lighthouse: ${url} took over 150 s`)), runTimeoutMs);
  });
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port: chromePort,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      }),
      timeout,
    ]);
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${name}.html`), String(result.report));
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const perfAudits = lhr.categories.performance?.auditRefs ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      opportunities: perfAudits
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
        )
        .map((a) => ({ id: a!.id, title: a!.title, display: a!.displayValue ?? '' })),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function pageFigures(label: string, run: Run): Figure[] {
  return [
    {
      name: `${label}: performance`,
      value: run.performance,
      unit: '',
      budget: scoreBudget,
      kind: 'min',
    },
    {
      name: `${label}: accessibility`,
      value: run.accessibility,
      unit: '',
      budget: scoreBudget,
      kind: 'min',
    },
    { name: `${label}: LCP`, value: run.lcpMs, unit: 'ms', budget: lcpBudgetMs, kind: 'max' },
    { name: `${label}: TBT`, value: run.tbtMs, unit: 'ms', budget: tbtBudgetMs, kind: 'max' },
    { name: `${label}: CLS`, value: run.cls, unit: '', budget: clsBudget, kind: 'max' },
    { name: `${label}: FCP`, value: run.fcpMs, unit: 'ms', budget: 1800, kind: 'max' },
  ];
}

export async function benchLighthouse(options: BenchOptions): Promise<boolean> {
  execFileSync('node', ['scripts/build-web-if-needed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const server = await startServer(serverPort);
  await server.settled();
  // Lighthouse drives Debian's Chromium; chrome-launcher never downloads one.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    port: chromePort,
    logLevel: 'error',
  });
  try {
    // localhost is the first demo tenant (127.0.0.1 is the second).
    const origin = server.origin.replace('127.0.0.1', 'localhost');
    const pages: [string, string][] = [
      ['/', `${origin}/`],
      ['event page', `${origin}/events/${await archivedGameId(server.origin)}/`],
      ['/latest/', `${origin}/latest/`],
      ['/search/?q=zurich', `${origin}/search/?q=zurich`],
    ];
    const runs = options.quick ? 1 : 3;
    const figures: Figure[] = [];
    const details: Record<string, { url: string; runs: Run[] }> = {};
    for (const [label, url] of pages) {
      const done: Run[] = [];
      const slug = label === '/' ? 'home' : label.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      for (let i = 0; i < runs; i += 1) done.push(await audit(url, `${slug}-${i + 1}`));
      figures.push(...pageFigures(label, medianRun(done)));
      const { pathname, search } = new URL(url);
      details[label] = { url: pathname + search, runs: done };
    }
    return report('lighthouse', figures, {
      runs,
      preset: 'mobile (simulated throttling)',
      pages: details,
    });
  } finally {
    chrome.kill();
    await server.stop();
  }
}
