// One Vitest run covers every workspace; each project keeps its own environment.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      // The repository's own tooling: the lint rules' fixtures.
      { test: { name: 'tooling', root: 'scripts', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // One migrated and one seeded database per run, cloned by every test file.
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', environment: 'jsdom' },
      },
    ],
  },
});
