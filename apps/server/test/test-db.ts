// A fresh, migrated database for one test file: a uniquely named database on the DATABASE_URL
// server when it is set (dropped again afterwards), otherwise an in-memory PGlite. On PostgreSQL
// the app runs as the application role, held by row-level security, exactly as in production;
// fixtures and checks use the owner's handle, which sees every tenant.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/db/open';

export interface TestDatabase extends Omit<Database, 'db'> {
  /** The tables' owner, for fixtures and checks: every tenant's rows, no row-level security. */
  db: Db;
  /** What the app runs on: on PostgreSQL the application role, scoped to the tenant in scope. */
  appDb: Db;
  /** The database's URL (its owner's) on PostgreSQL, for a server process of its own; null on PGlite. */
  url: string | null;
  /** Closes the connections and removes the database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await database.migrate();
    return { ...database, appDb: database.db, url: null, destroy: () => database.close() };
  }

  const name = `touchline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The application role gets its grants in this database as part of the migration.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    databaseAppUrl: process.env.DATABASE_APP_URL?.trim() || null,
    pgliteDir: null,
    poolSize: 4,
  });
  await database.migrate();
  return {
    ...database,
    db: database.ownerDb,
    appDb: database.db,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
