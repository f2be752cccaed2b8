// Opens the database: embedded PGlite when no DATABASE_URL is set, node-postgres pools otherwise.
// Repositories only ever see `Db`, drizzle's driver-neutral PostgreSQL database type. On
// PostgreSQL the application's `db` runs as a role held by row-level security, scoped to the
// tenant in scope (tenant-scope.ts); `ownerDb`, the owner's connection, is for migrations and the
// seed only (ADR 015).
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as coreSchema from './schema';
import * as accountsSchema from './schema-accounts';
import * as commerceSchema from './schema-commerce';
import * as purchasesSchema from './schema-purchases';
import * as personalSchema from './schema-personal';
import * as telemetrySchema from './schema-telemetry';
import * as pipelineSchema from './schema-pipeline';
import * as pushSchema from './schema-push';
import * as watchingSchema from './schema-watching';
import { appConnection, assertHeldByRowSecurity, prepareAppRole } from './app-role';
import { TenantScopedPool } from './tenant-pool';

/** Every table, for drizzle's relational queries; each area keeps its tables in its own file. */
const schema = {
  ...coreSchema,
  ...watchingSchema,
  ...accountsSchema,
  ...commerceSchema,
  ...purchasesSchema,
  ...personalSchema,
  ...telemetrySchema,
  ...pipelineSchema,
  ...pushSchema,
};

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** The application's queries. On PostgreSQL: the application role, under row-level security. */
  db: Db;
  /**
   * The tables' owner, which row-level security does not hold: migrations, the demo seed and
   * timeline, the production start's check for demo credentials, and tests' fixtures only. PGlite
   * has a single superuser, so there it is `db` itself.
   */
  ownerDb: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet; on PostgreSQL also grants the
   *  application role its privileges and checks that row-level security holds it. */
  migrate(): Promise<void>;
  /** Problems `migrate` found that do not stop the server (e.g. functions not yet leakproof). */
  warnings: string[];
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as one archive, for `pgliteArchive` (tests start from it). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same for every process migrating one database. */
const migrationLockKey = 7_401_202_501;

export interface OpenOptions {
  /** A postgres:// URL of the tables' owner; null selects PGlite. */
  databaseUrl: string | null;
  /** The application role's URL (DATABASE_APP_URL); null: DATABASE_URL as `touchline_app`. */
  databaseAppUrl?: string | null;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  pgliteDir: string | null;
  poolSize?: number;
  /** PGlite only: start from this data directory archive (`dumpDataDir`) instead of an empty one. */
  pgliteArchive?: Blob;
  /** Errors of idle pooled connections (e.g. the server restarting); unhandled, they would end the process. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.databaseAppUrl ?? null,
        options.poolSize ?? 10,
        options.onConnectionError,
      )
    : openPglite(options.pgliteDir, options.pgliteArchive);
}

async function openPglite(dataDir: string | null, archive?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Search needs pg_trgm and unaccent (migration 0001); PGlite ships them as loadable contrib.
  const extensions = { pg_trgm, unaccent };
  const options = { extensions, ...(archive ? { loadDataDir: archive } : {}) };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    ownerDb: db,
    warnings: [],
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  };
}

function openPostgres(
  ownerUrl: string,
  appUrl: string | null,
  poolSize: number,
  onConnectionError: (error: Error) => void = (error) => console.error(error),
): Database {
  const app = appConnection(ownerUrl, appUrl);
  // The owner's pool serves the start-up work and, in demo mode, the demo timeline's slide every
  // five minutes (it writes tenants, ADR 034); its idle connections close after ten seconds.
  const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const pool = new TenantScopedPool({ connectionString: app.url, max: poolSize });
  ownerPool.on('error', onConnectionError);
  pool.on('error', onConnectionError);
  const db = drizzleNodePg({ client: pool, schema });
  const ownerDb = drizzleNodePg({ client: ownerPool, schema });
  const warnings: string[] = [];
  return {
    db,
    ownerDb,
    warnings,
    driver: 'postgres',
    // Several server processes may start at once; the advisory lock lets one migrate at a time.
    migrate: async () => {
      const client = await ownerPool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        const ownerPassword = decodeURIComponent(new URL(ownerUrl).password) || null;
        warnings.push(...(await prepareAppRole(client, app, ownerPassword)));
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [migrationLockKey])
          .catch(() => undefined);
        client.release();
      }
      const appClient = await pool.connect();
      try {
        await assertHeldByRowSecurity(appClient);
      } finally {
        appClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), ownerPool.end()]);
    },
  };
}
