// `npm test`: the whole suite, bringing what it needs.
//  1. unit + API integration tests on embedded PGlite (every workspace);
//  2. the server's integration tests again on PostgreSQL when DATABASE_URL is set;
//  3. Playwright end-to-end tests in Debian Chromium against the real server and the built portal.
// It ends with one summary line "Total: N passed, N failed" over all runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv[2]; // optional: unit | postgres | e2e
const reports = mkdtempSync(join(tmpdir(), 'touchline-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function run(label, command, args, env) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedStep = true;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    // A suite that fails to load has no failed test but an unsuccessful run: count it once.
    totals.failed += report.numFailedTests || (report.success ? 0 : 1);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1; // no report means the runner itself failed
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

const { DATABASE_URL, ...withoutDb } = process.env;

if (!only || only === 'unit') {
  const out = join(reports, 'vitest-pglite.json');
  console.log('\n── unit and integration tests (PGlite) ──');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: withoutDb,
    },
  );
  if (result.status !== 0) failedStep = true;
  countVitest(out);
}

if ((!only || only === 'postgres') && DATABASE_URL) {
  const out = join(reports, 'vitest-postgres.json');
  run(
    'server integration tests (PostgreSQL)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { DATABASE_URL },
  );
  countVitest(out);
}

if (!only || only === 'e2e') {
  ensureChromium();
  run('build the portal', 'node', ['scripts/build-web-if-needed.mjs']);
  const out = join(reports, 'playwright.json');
  // The e2e server runs like `npm start` does: embedded PGlite in a fresh data folder.
  console.log('\n── end-to-end tests (Chromium) ──');
  const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...withoutDb, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (result.status !== 0) failedStep = true;
  countPlaywright(out);
}

rmSync(reports, { recursive: true, force: true });
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
