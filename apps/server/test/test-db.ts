// A migrated database of one test file's own, cloned from the run's template (global-setup.ts):
// a uniquely named database on the DATABASE_URL server when it is set (dropped again afterwards),
// otherwise an in-memory PGlite of the worker's, in the template's state (pglite-pool.ts). On
// PostgreSQL the app runs as the application role, held by row-level security, exactly as in
// production; fixtures and checks use the owner's handle, which sees every tenant.
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/open';
import {
  adminQuery,
  databaseUrl,
  uniqueDatabaseName,
  type TemplateVariant,
} from './database-templates';
import { takePglite } from './pglite-pool';

export interface TestDatabase extends Omit<Database, 'db'> {
  /** The tables' owner, for fixtures and checks: every tenant's rows, no row-level security. */
  db: Db;
  /** What the app runs on: on PostgreSQL the application role, scoped to the tenant in scope. */
  appDb: Db;
  /** The database's URL (its owner's) on PostgreSQL, for a server process of its own; null on PGlite. */
  url: string | null;
  /** Closes the connections and removes the database (PGlite: gives it back to the worker). */
  destroy(): Promise<void>;
}

/** Other processes cloning the same template at that moment make PostgreSQL refuse for a while. */
const templateInUse = '55006';

/**
 * `migrated`: empty tables. `seeded`: the demo tenants too, seeded relative to
 * `templateSeededAt()`, written by the tables' owner as `seedDemo` writes them.
 */
export async function createTestDatabase(
  variant: TemplateVariant = 'migrated',
): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (templates.driver === 'pglite') {
    const { database, giveBack } = await takePglite(templates[variant]);
    return { ...database, appDb: database.db, url: null, destroy: giveBack };
  }

  // The run's templates are on this server: global-setup.ts read the same variable.
  const serverUrl = process.env.DATABASE_URL!.trim();
  const name = uniqueDatabaseName();
  await cloneTemplate(serverUrl, name, templates[variant]);
  const url = databaseUrl(serverUrl, name);
  // The clone carries the template's grants to the application role.
  const database = await openDatabase({
    databaseUrl: url,
    databaseAppUrl: process.env.DATABASE_APP_URL?.trim() || null,
    pgliteDir: null,
    poolSize: 4,
  });
  // A test may close the handle itself (a database that stops answering) before destroying it.
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= database.close());
  return {
    ...database,
    close,
    db: database.ownerDb,
    appDb: database.db,
    url,
    destroy: async () => {
      await close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The instant the seeded variant was seeded relative to. */
export const templateSeededAt = () => new Date(inject('databaseTemplates').seededAt);

async function cloneTemplate(serverUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== templateInUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
