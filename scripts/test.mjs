// @ts-check
// `npm test`: the whole suite, bringing what it needs.
//  1. unit + API integration tests on embedded PGlite (every workspace);
//  2. the server's integration tests again on PostgreSQL when DATABASE_URL is set;
//  3. Playwright end-to-end tests in Debian Chromium against the real server and the built portal.
// It ends with one summary line "Total: N passed, N failed, N skipped, N flaky" over all runners
// (a flaky test failed first and passed on its retry: it is not counted as passed) and the time
// each phase took. `npm test -- unit|postgres|e2e` runs one phase.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

/** @typedef {{ passed: number, failed: number, skipped: number, flaky: number }} Totals */
/** @typedef {Record<string, string | undefined>} Env */

const root = new URL('..', import.meta.url).pathname;
const only = process.argv[2];
const reports = mkdtempSync(join(tmpdir(), 'touchline-test-'));
/** @type {Totals} */
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** @type {{ label: string, seconds: number }[]} */
const phases = [];
let failedStep = false;
const startedAt = performance.now();
/** @param {number} since a `performance.now()` reading */
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/**
 * One worker more than the cores. Vitest's default leaves a core to its mostly idle main process;
 * and some files spend most of their time waiting (a real-time push, a server started as a
 * process), leaving their core idle. Two workers on two cores: PGlite pass 204 s, PostgreSQL
 * 160 s; three: 195 and 128 s; four: PostgreSQL 141 s (each worker imports the server once).
 */
const vitestWorkers = String(Math.max(2, availableParallelism()) + 1);

/**
 * Runs a command to its end, output passed through; resolves with whether it succeeded.
 * @param {string} command
 * @param {string[]} args
 * @param {Env} env the whole environment of the command
 * @returns {Promise<boolean>}
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs one phase and records how long it took.
 * @param {string} label
 * @param {() => Promise<void>} body
 */
async function phase(label, body) {
  console.log(`\n── ${label} ──`);
  const started = performance.now();
  await body();
  phases.push({ label, seconds: seconds(started) });
}

/**
 * @param {string} file
 * @returns {unknown}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} file a Vitest JSON report */
function countVitest(file) {
  try {
    const report = /** @type {{ numPassedTests: number, numFailedTests: number,
      numPendingTests: number, numTodoTests: number, success: boolean }} */ (readJson(file));
    totals.passed += report.numPassedTests;
    // A suite that fails to load has no failed test but an unsuccessful run: count it once.
    totals.failed += report.numFailedTests || (report.success ? 0 : 1);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1; // no report means the runner itself failed
  }
}

/** @param {string} file a Playwright JSON report */
function countPlaywright(file) {
  try {
    const { stats } = /** @type {{ stats: { expected: number, unexpected: number,
      flaky: number, skipped: number } }} */ (readJson(file));
    totals.passed += stats.expected;
    totals.flaky += stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

const { DATABASE_URL, ...withoutDb } = process.env;

/**
 * One Vitest run with a JSON report, counted into the totals.
 * @param {string} name the report's name
 * @param {string[]} args
 * @param {Env} env
 */
async function vitest(name, args, env) {
  const out = join(reports, `${name}.json`);
  const ok = await run(
    'npx',
    [
      'vitest',
      'run',
      `--maxWorkers=${vitestWorkers}`,
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  if (!ok) failedStep = true;
  countVitest(out);
}

if (!only || only === 'unit')
  await phase('unit and integration tests (PGlite)', () => vitest('vitest-pglite', [], withoutDb));

const postgresWanted = (!only || only === 'postgres') && Boolean(DATABASE_URL);
const e2eWanted = !only || only === 'e2e';

/** The PostgreSQL pass of the server's integration tests. */
const postgresPass = () =>
  vitest('vitest-postgres', ['--project', 'server', '--project', 'server-mocking'], {
    ...process.env,
    DATABASE_URL,
  });

/** Builds the portal when needed, then Playwright against the real server. */
async function endToEnd() {
  await phase('build the portal', async () => {
    ensureChromium();
    if (!(await run('node', ['scripts/build-web-if-needed.mjs'], process.env))) failedStep = true;
  });
  // The e2e server runs like `npm start` does: embedded PGlite in a fresh data folder. One run
  // with the config's workers: two shards, each with a server of its own, took as long on two
  // cores (docs/decisions/023-fast-suite.md).
  await phase('end-to-end tests (Chromium)', async () => {
    const out = join(reports, 'playwright.json');
    const ok = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      ...withoutDb,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (!ok) failedStep = true;
    countPlaywright(out);
  });
}

// One phase after the other. Beside Playwright the PostgreSQL pass starved on two cores: once the
// suite had grown, both phases took three times as long side by side as alone and tests timed out
// (docs/decisions/038-overlapped-suite-phases.md, its addendum).
if (postgresWanted) await phase('server integration tests (PostgreSQL)', postgresPass);
if (e2eWanted) await endToEnd();

rmSync(reports, { recursive: true, force: true });
console.log(`\n${phases.map((p) => `${p.label}: ${p.seconds} s`).join('\n')}`);
console.log(`all phases: ${seconds(startedAt)} s`);
console.log(
  `\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`,
);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
