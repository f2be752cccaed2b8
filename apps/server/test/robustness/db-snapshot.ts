// A fingerprint of the whole database: every table's row count and a hash of its rows, so a test
// can show that a run of requests changed nothing. Tables are listed from the catalog, so a table
// added later is covered without editing this file.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/open';

export type DbSnapshot = Record<string, { rows: number; hash: string }>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function listTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * `exclude` names tables a caller expects to change (each caller says why); everything else is
 * hashed. Rows are ordered by their text form, so the hash does not depend on physical order.
 */
export async function snapshotDatabase(
  db: Db,
  exclude: readonly string[] = [],
): Promise<DbSnapshot> {
  const tables = (await listTables(db)).filter((table) => !exclude.includes(table));
  // One round trip for all tables: the suites take a snapshot around every property run.
  const perTable = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows,
                 coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash
          from ${sql.identifier(table)} t`,
  );
  const result = await db.execute(sql.join(perTable, sql` union all `));
  const snapshot: DbSnapshot = {};
  for (const row of rowsOf<{ name: string; rows: number; hash: string }>(result))
    snapshot[row.name] = { rows: row.rows, hash: row.hash };
  return snapshot;
}
