// A fresh, migrated database for one test file: a uniquely named database on the DATABASE_URL
// server when it is set (dropped again afterwards), otherwise an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/open';

export interface TestDatabase extends Database {
  /** Closes the connections and removes the database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }

  const name = `touchline_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    pgliteDir: null,
    poolSize: 4,
  });
  await database.migrate();
  return {
    ...database,
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
