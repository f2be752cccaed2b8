// The embedded databases of one test worker. Starting PGlite from a template's archive costs
// about a second of CPU (the WebAssembly PostgreSQL booting), putting the template's few hundred
// rows back into a started one about 50 ms: so a worker starts one database per template variant
// and, when a test file is done with it, puts its rows and sequences back as they were in the
// template before handing it to the next file. Test files of a worker run one after the other,
// and a file gives its database back only after closing its app (TestApp.close), so no query of
// one file reaches the next file's rows.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/open';

/** Where the template's rows are kept inside each database; no query of the app names it. */
const copies = 'touchline_test_template';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Pooled {
  database: Database;
  /** Statements that put the database back to its template's contents. */
  reset: string[];
}

/** Idle databases of this worker, per template archive. */
const idle = new Map<string, Pooled[]>();

/** A database in the state of the template archive at `path`, and how to give it back. */
export async function takePglite(
  path: string,
): Promise<{ database: Database; giveBack: () => Promise<void> }> {
  const pooled = idle.get(path)?.pop() ?? (await start(path));
  let givenBack = false;
  return {
    database: pooled.database,
    giveBack: async () => {
      // Twice would hand one database to two files.
      if (givenBack) return;
      givenBack = true;
      try {
        for (const statement of pooled.reset) await run(pooled.database, statement);
      } catch {
        // Closed by the test itself, or left unusable: the next file starts a database anew.
        await pooled.database.close().catch(() => undefined);
        return;
      }
      idle.set(path, [...(idle.get(path) ?? []), pooled]);
    },
  };
}

const run = (database: Database, statement: string) => database.db.execute(sql.raw(statement));

/** `execute` is typed `unknown` for every driver; PGlite's result holds the rows by column name. */
const rowsOf = async <T>(database: Database, statement: string) =>
  ((await run(database, statement)) as { rows: T[] }).rows;

async function start(path: string): Promise<Pooled> {
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: null,
    pgliteArchive: new Blob([await readFile(path)]),
  });
  return { database, reset: await keepTemplate(database) };
}

interface Column {
  schema: string;
  table: string;
  column: string;
}

/**
 * Copies every table's rows into the `copies` schema and answers the statements that restore
 * them: the tables emptied, the copies inserted (generated columns computed again, identity
 * values kept), the sequences set back. Triggers and foreign keys are off meanwhile, as in a
 * restore: the append-only audit log's trigger would refuse the delete.
 */
async function keepTemplate(database: Database): Promise<string[]> {
  const tables = await rowsOf<Omit<Column, 'column'>>(
    database,
    `select n.nspname as schema, c.relname as table from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%'
     order by 1, 2`,
  );
  const columns = await rowsOf<Column>(
    database,
    `select table_schema as schema, table_name as table, column_name as column
     from information_schema.columns
     where is_generated = 'NEVER' and table_schema not in ('pg_catalog', 'information_schema')
     order by ordinal_position`,
  );
  const sequences = await rowsOf<{ name: string; start: string; last: string | null }>(
    database,
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start,
       last_value::text as last
     from pg_sequences`,
  );

  await run(database, `create schema ${copies}`);
  const restore: string[] = [];
  for (const { schema, table } of tables) {
    const original = `${quote(schema)}.${quote(table)}`;
    const copy = `${copies}.${quote(`${schema}.${table}`)}`;
    await run(database, `create table ${copy} as table ${original}`);
    const list = columns
      .filter((c) => c.schema === schema && c.table === table)
      .map((c) => quote(c.column))
      .join(', ');
    restore.push(
      `delete from ${original}`,
      `insert into ${original} (${list}) overriding system value select ${list} from ${copy}`,
    );
  }
  const setBack = sequences
    .map(({ name, start, last }) =>
      last === null ? `setval('${name}', ${start}, false)` : `setval('${name}', ${last}, true)`,
    )
    .join(', ');
  return [
    'set session_replication_role = replica',
    ...restore,
    ...(setBack ? [`select ${setBack}`] : []),
    'set session_replication_role = default',
  ];
}
