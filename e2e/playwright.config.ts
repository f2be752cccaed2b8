// End-to-end tests drive Debian's Chromium against the real server serving the built portal,
// started the way `npm start` starts it, on a fresh embedded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4400);
/** The server's data folder (embedded database, mail outbox), one per port. */
export const e2eDataDir = `e2e/.artifacts/data-${port}`;
/**
 * The e2e server's log (its warnings and errors, as JSON lines), kept beside the results: a
 * journey that met a 500 finds its cause and stack here.
 */
export const e2eServerLog = `e2e/.artifacts/server-${port}.log`;
/** Moves the purchases' clock of the requests a page sends (milliseconds; TEST_CLOCK=on). */
export const e2eClockHeader = 'X-Test-Clock-Offset';

export const e2eOrigins = {
  /** The first demo tenant answers on localhost … */
  main: `http://localhost:${port}`,
  /** … and the second one on 127.0.0.1, same port. */
  other: `http://127.0.0.1:${port}`,
};

/** The local OpenID provider the second tenant's federation sign-in goes to (next port up). */
export const e2eIssuer = `http://127.0.0.1:${port + 1}`;

/** The port of the push service platform-push.spec.ts runs; the server may send to it. */
export const e2ePushServicePort = port + 2;
/** watch-object-storage.spec.ts runs a portal of its own here. */
export const e2eObjectStoragePort = port + 3;
/** The e2e server's RTMP ingest (ADR 056): watch-ingest.spec.ts pushes to it. */
export const e2eRtmpPort = port + 4;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  // Three on two cores: a journey often waits (a live push in real time, a survey's 20 s, a
  // player buffering) while the others keep both cores busy. All 161 journeys: 638 s with two
  // workers, 553 s with three (ADR 023).
  workers: 3,
  // A retry that passes is reported as flaky, never as passed (scripts/test.mjs counts them).
  // One retry: a journey that fails twice is broken, and two more two-minute attempts of each
  // failing journey made a red run of 2026-11-26 a quarter of an hour longer.
  retries: process.env.CI ? 1 : 0,
  // Journeys sign up, buy and play through several pages with Chromium keeping both cores busy:
  // a minute cut the longest ones off mid-way while every step still worked (CI runs of
  // 2026-11-26), and a step's first answer on a cold page took past 10 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: e2eOrigins.main,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A failing journey keeps its trace: every action with the page's DOM before and after it,
    // the console and the network. Not the screencast: recording the screen of every journey took
    // about 30 % of the suite's time (16 sweep journeys: 160 s with it, 110 s without, 97 s with
    // no trace at all; ADR 023). The failing page's last screen is kept as a screenshot instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright makes Chromium keep its shared memory in /tmp (for containers whose /dev/shm is
      // 64 MB); here /tmp is a disk and /dev/shm a large tmpfs. 17 journeys: 117 and 100 s with
      // the files in /tmp, 95 and 94 s in /dev/shm (ADR 023).
      ignoreDefaultArgs: ['--disable-dev-shm-usage'],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx apps/server/src/dev/local-issuer.ts',
      cwd: '..',
      url: `${e2eIssuer}/.well-known/openid-configuration`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        LOCAL_ISSUER_PORT: String(port + 1),
        PORTAL_ORIGINS: `${e2eOrigins.other},${e2eOrigins.main}`,
      },
    },
    {
      command: `rm -rf ${e2eDataDir} && mkdir -p e2e/.artifacts && node scripts/start.mjs > ${e2eServerLog}`,
      cwd: '..',
      url: `${e2eOrigins.main}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: e2eDataDir,
        TEST_CLOCK: 'on',
        LOG_LEVEL: 'warn',
        IFA_ISSUER_URL: e2eIssuer,
        // Every browser of the run signs in from one address; the per-account and per-address
        // limits of sign-in stay on, the per-call class limits (decision 022) would only measure
        // the suite's own pace.
        CALL_RATE_LIMITS: 'off',
        // Honoured only with the test cookie: i18n-pseudo.spec.ts (ADR 040).
        PSEUDO_LOCALE: 'on',
        // The scripted registrations of auth-helpers.ts say where they come from.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        // The tests' API client keeps idle connections open; a server that closes them first
        // races its next request into ECONNRESET. Proxies in front of the portal do the same:
        // they are configured to give up an idle connection before the server does.
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        // Live ingest (ADR 056) on a port of this run's own: watch-ingest.spec.ts pushes to it.
        RTMP_PORT: String(e2eRtmpPort),
        RTMP_HOST: '127.0.0.1',
        // Web push to the spec's local push service, on loopback (ADR 051, decision 034).
        OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port + 2}`,
        // `X-Test-Fault: 500` makes an API call fail for real: platform-telemetry.spec.ts.
        TEST_FAULTS: 'on',
      },
    },
  ],
});
