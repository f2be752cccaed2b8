// The databases every server test file starts from, built once per run by global-setup.ts: one
// migrated, one migrated and seeded. On PostgreSQL they are template databases that a test file
// clones with `create database … template …`; on PGlite they are data-directory archives that a
// test file starts an in-memory PGlite from. Booting, migrating and seeding a database costs
// seconds; a clone costs a fraction of one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/open';
import { fixedDemoMedia } from '../src/db/seed/demo-media';
import { seedDemo } from '../src/db/seed/seed-demo';

export type TemplateVariant = 'migrated' | 'seeded';

export interface DatabaseTemplates {
  driver: 'pglite' | 'postgres';
  /** Per variant: the template database's name (PostgreSQL) or the archive's path (PGlite). */
  migrated: string;
  seeded: string;
  /** The instant the seeded variant was seeded relative to (ISO). */
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Test databases and templates are named with this prefix, the run's start and a random tail. */
export const testDatabasePrefix = 'touchline_test_';
const templatePrefix = `${testDatabasePrefix}tpl_`;
/** A template left by a run that was killed before its teardown is dropped after this long. */
const staleAfterMs = 24 * 3600_000;

export const uniqueDatabaseName = (prefix = testDatabasePrefix) =>
  `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Record<string, unknown>>(statement, values);
  } finally {
    await client.end();
  }
}

async function seed(database: Database, seededAt: Date) {
  await seedDemo(database.ownerDb, { media: fixedDemoMedia(), now: seededAt });
}

/** Builds both variants; answers them and how to remove them. */
export async function buildTemplates(
  serverUrl: string | null,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const seededAt = new Date();
  return serverUrl ? buildPostgres(serverUrl, seededAt) : buildPglite(seededAt);
}

async function buildPglite(seededAt: Date) {
  const folder = await mkdtemp(join(tmpdir(), 'touchline-test-db-'));
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  const archive = async (variant: TemplateVariant) => {
    const path = join(folder, `${variant}.tar.gz`);
    const blob = await database.dumpDataDir!();
    await writeFile(path, Buffer.from(await blob.arrayBuffer()));
    return path;
  };
  try {
    await database.migrate();
    const migrated = await archive('migrated');
    await seed(database, seededAt);
    const seeded = await archive('seeded');
    return {
      templates: { driver: 'pglite', migrated, seeded, seededAt: seededAt.toISOString() } as const,
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

async function buildPostgres(serverUrl: string, seededAt: Date) {
  await dropStaleTemplates(serverUrl);
  const base = uniqueDatabaseName(templatePrefix);
  const migrated = `${base}_migrated`;
  const seeded = `${base}_seeded`;
  const remove = async () => {
    for (const name of [seeded, migrated])
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  // A template must have no open connection while it is cloned: each is closed once built.
  const build = async (
    name: string,
    from: string | null,
    step: (db: Database) => Promise<void>,
  ) => {
    await adminQuery(serverUrl, `create database "${name}"${from ? ` template "${from}"` : ''}`);
    const database = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, name),
      databaseAppUrl: process.env.DATABASE_APP_URL?.trim() || null,
      pgliteDir: null,
      poolSize: 1,
    });
    try {
      await step(database);
    } finally {
      await database.close();
    }
  };
  try {
    // The migration also grants the application role its privileges; grants live in the
    // database's catalog, so every clone carries them.
    await build(migrated, null, (database) => database.migrate());
    await build(seeded, migrated, (database) => seed(database, seededAt));
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    templates: { driver: 'postgres', migrated, seeded, seededAt: seededAt.toISOString() } as const,
    remove,
  };
}

/** Templates whose run ended without its teardown (a killed process), by the time in their name. */
async function dropStaleTemplates(serverUrl: string) {
  const { rows } = await adminQuery(
    serverUrl,
    'select datname from pg_database where starts_with(datname, $1)',
    [templatePrefix],
  );
  for (const { datname } of rows) {
    const name = String(datname);
    const startedAt = parseInt(name.slice(templatePrefix.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(startedAt) && Date.now() - startedAt > staleAfterMs)
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
