// One Vitest run covers every workspace; each project keeps its own environment.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, started first: most of their time is spent waiting on the wall clock (a
 * real-time RTMP push, a killed server's job lease, servers and CLIs started as processes), and
 * started last one of them would run alone at the end of the pass while a core idles. Vitest
 * orders the rest by the last run's times, or by size on a fresh clone as in CI.
 */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const longestFirst = [
  'apps/server/src/jobs/transcode-restart.test.ts',
  'apps/server/src/modules/operator/live-ingest.test.ts',
  'apps/server/src/modules/operator/live-ingest-reconnect.test.ts',
  'apps/server/test/robustness/bad-input.test.ts',
  'apps/server/src/cli/content-cli.test.ts',
  'apps/server/src/modules/operator/admin-media-routes.test.ts',
  'apps/server/test/robustness/crash-safety.test.ts',
  'apps/server/src/modules/operator/upload-across-processes.test.ts',
  'apps/server/src/cli/sales-cli.test.ts',
];
for (const file of longestFirst) {
  if (existsSync(join(repoRoot, file))) continue;
  throw new Error(`vitest.config.ts: ${file} is listed but does not exist`);
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = longestFirst.indexOf(relative(repoRoot, spec.moduleId));
      return at === -1 ? longestFirst.length : at;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Web logic tests (`*.test.ts`) run in node: building a jsdom for each file costs more than most
 * of them take. These ones exercise the browser (the DOM, `window`, `location`, storage events) or
 * import libraries that behave as on a server without `window` (TanStack Router and Query), so
 * they run in jsdom with the components. A logic test that starts to touch a browser global fails
 * in node with a ReferenceError: add it here.
 */
const webLogicInJsdom = [
  'src/features/auth/components/oauth-callback.test.ts',
  'src/features/auth/lib/routing-rules.test.ts',
  'src/features/auth/lib/session-runtime.test.ts',
  'src/features/auth/lib/sign-in.test.ts',
  'src/features/auth/lib/sign-out.test.ts',
  'src/features/auth/lib/social-popup.test.ts',
  'src/features/content/lib/faq-sections.test.ts',
  'src/features/player/lib/preroll.test.ts',
  'src/lib/app/chunk-reload.test.ts',
  'src/lib/config/customer-config.test.ts',
  'src/lib/i18n/i18n.test.ts',
  'src/lib/theme/brand-variables.test.ts',
  'src/lib/theme/colour-mode.test.ts',
];

/**
 * Web test files share their worker's modules and jsdom (no per-file isolation): a fresh jsdom
 * and a fresh import of React, the router and i18next for each file were four fifths of the web
 * tests' time. These files depend on a module's first load (a lazily loaded library, settings
 * read when zod loads, formatters built in the time zone the file sets), so they keep their own.
 */
const webOwnModules = [
  'src/features/events/components/event-card.test.tsx',
  'src/lib/app/zod-jitless.test.ts',
  'src/ui/toaster.test.tsx',
];

/** The server's tests: integration through the app on a cloned database. */
const server = {
  root: 'apps/server',
  environment: 'node',
  // One migrated and one seeded database per run, cloned by every test file.
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/** Server test files that replace modules (`vi.mock`): they get modules of their own. */
const serverMocking = ['src/modules/auth/login.test.ts'];

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      // The repository's own tooling: the lint rules' fixtures.
      { test: { name: 'tooling', root: 'scripts', environment: 'node' } },
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...configDefaults.exclude, ...serverMocking],
          // Test files share a worker's modules instead of importing the whole server again for
          // each file: that import was half of the server project's time. Every file builds
          // its own app on a database in the template's state (test/test-app.ts, test-db.ts), so
          // no state crosses files.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: serverMocking } },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...webLogicInJsdom, ...webOwnModules],
          isolate: false,
          setupFiles: ['src/test/shared-worker-reset.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-dom',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...webLogicInJsdom],
          exclude: [...configDefaults.exclude, ...webOwnModules],
          isolate: false,
          // Whole pages render in jsdom; on two busy cores that can take longer than 5 s.
          testTimeout: 15_000,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-own-modules',
          root: 'apps/web',
          environment: 'jsdom',
          include: webOwnModules,
          testTimeout: 15_000,
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
