// The app on a migrated and seeded database of its own, for one test file. The seed, like every
// fixture, is written by the tables' owner (`database.db`); it is the run's seeded template.
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, templateSeededAt, type TestDatabase } from './test-db';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The instant the demo data was seeded relative to. */
  seededAt: Date;
  close(): Promise<void>;
}

export const hosts = {
  touchline: 'localhost:4320',
  harbour: '127.0.0.1:4320',
  unknown: 'tv.example.org',
} as const;

export async function createTestApp(
  env: Record<string, string> = {},
  /** The app's clock for purchases and renewals, when a test moves time. */
  now?: () => Date,
): Promise<TestApp> {
  const database = await createTestDatabase('seeded');
  const seededAt = templateSeededAt();
  // No built web app unless a test provides one, so API tests do not depend on a web build.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent/web-dist',
    // Suites send thousands of calls from one address; serve-call.test.ts turns the limits on.
    CALL_RATE_LIMITS: 'off',
    ...env,
  });
  // On PostgreSQL the app runs as the application role, held by row-level security.
  // The owner writes tenants (the platform calls, ADR 064), as in main.ts.
  const app = await buildApp({
    config,
    db: database.appDb,
    ownerDb: database.db,
    ...(now ? { now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    seededAt,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
