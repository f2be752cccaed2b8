// The second wall behind the tenant_id in every query (ADR 015): on PostgreSQL every tenant-owned
// table has row-level security with the tenant_isolation policy, and the application role cannot
// get round it. Tables are found in the catalog, so a new tenant table without the policy fails
// here. PGlite runs as its one superuser, whom row-level security never holds: these tests need
// DATABASE_URL.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { indexedFunctions } from './app-role';
import type { Db } from './open';
import { withTenant } from './tenant-scope';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
if (!onPostgres) {
  console.warn(
    'Skipping the row-level security tests: they need PostgreSQL (DATABASE_URL); PGlite runs as a superuser, whom row-level security does not hold',
  );
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};
const tenantA = 'tn-touchline';
const tenantB = 'tn-harbour';

describe.skipIf(!onPostgres)('row-level security on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('seeded');
  });
  afterAll(() => database?.destroy());

  const tenantTables = () =>
    rowsOf<{ table: string }>(
      database.db,
      sql`select c.table_name as table from information_schema.columns c
          join information_schema.tables t using (table_schema, table_name)
          where c.table_schema = 'public' and c.column_name = 'tenant_id'
            and t.table_type = 'BASE TABLE'
          order by 1`,
    ).then((rows) => rows.map((row) => row.table));

  it('holds every table with a tenant_id column under the tenant_isolation policy', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['events', 'identities', 'users', 'sessions']));
    const guarded = await rowsOf<{ table: string; enabled: boolean; policy: string | null }>(
      database.db,
      sql`select c.relname as table, c.relrowsecurity as enabled,
            (select p.polname from pg_policy p where p.polrelid = c.oid
               and p.polcmd = '*' and p.polpermissive
               and pg_get_expr(p.polqual, p.polrelid) = pg_get_expr(p.polwithcheck, p.polrelid)
               and pg_get_expr(p.polqual, p.polrelid)
                 = '(tenant_id = current_setting(''touchline.tenant_id''::text, true))'
               and p.polroles = '{0}') as policy
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relname in ${tables}
          order by 1`,
    );
    expect(guarded).toEqual(
      tables.map((table) => ({ table, enabled: true, policy: 'tenant_isolation' })),
    );
  });

  it('runs the app as a role that is not superuser, not BYPASSRLS and owns no table', async () => {
    const [role] = await rowsOf<{ name: string; superuser: boolean; bypass: boolean }>(
      database.appDb,
      sql`select current_user as name, rolsuper as superuser, rolbypassrls as bypass
          from pg_roles where rolname = current_user`,
    );
    expect(role).toMatchObject({ superuser: false, bypass: false });
    const owned = await rowsOf<{ table: string }>(
      database.db,
      sql`select c.relname as table from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and pg_has_role(${role!.name}, c.relowner, 'USAGE')`,
    );
    expect(owned).toEqual([]);
  });

  it("shows, changes and deletes none of another tenant's rows", async () => {
    const app = database.appDb;
    const ownerCount = async () =>
      (
        await rowsOf<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from events where tenant_id = ${tenantA}`,
        )
      )[0]!.n;
    const before = await ownerCount();
    expect(before).toBeGreaterThan(0);

    await withTenant(tenantB, async () => {
      expect(await rowsOf(app, sql`select id from events where tenant_id = ${tenantA}`)).toEqual(
        [],
      );
      expect(
        await rowsOf(
          app,
          sql`update events set title = 'taken' where tenant_id = ${tenantA} returning id`,
        ),
      ).toEqual([]);
      expect(
        await rowsOf(app, sql`delete from events where tenant_id = ${tenantA} returning id`),
      ).toEqual([]);
      expect(
        await rowsOf(app, sql`delete from users where tenant_id = ${tenantA} returning id`),
      ).toEqual([]);
      // Its own rows are all there.
      const own = await rowsOf<{ tenant: string }>(
        app,
        sql`select distinct tenant_id as tenant from events`,
      );
      expect(own).toEqual([{ tenant: tenantB }]);
    });
    expect(await ownerCount()).toBe(before);
    const [kept] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from events where tenant_id = ${tenantA} and title = 'taken'`,
    );
    expect(kept!.n).toBe(0);
  });

  it('refuses to write a row for another tenant, or to move a row into one', async () => {
    const app = database.appDb;
    await withTenant(tenantB, async () => {
      await expect(
        app.execute(
          sql`insert into operator_keys (tenant_id, key_hash, label)
              values (${tenantA}, 'planted', 'planted')`,
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      await expect(
        app.execute(
          sql`update events set tenant_id = ${tenantA}
              where tenant_id = ${tenantB} and id = (select min(id) from events)`,
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      // In a transaction as well.
      await expect(
        app.transaction((tx) =>
          tx.execute(
            sql`insert into operator_keys (tenant_id, key_hash, label)
                values (${tenantA}, 'planted', 'planted')`,
          ),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    });
    const planted = await rowsOf(
      database.db,
      sql`select 1 from operator_keys where key_hash = 'planted'`,
    );
    expect(planted).toEqual([]);
  });

  it('shows no tenant rows outside a tenant scope, while tenants themselves stay readable', async () => {
    const app = database.appDb;
    for (const table of await tenantTables()) {
      const [row] = await rowsOf<{ n: number }>(
        app,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect({ table, rows: row!.n }).toEqual({ table, rows: 0 });
    }
    // After a scoped query the same pooled connections are scoped again, to nothing.
    await withTenant(tenantA, () => rowsOf(app, sql`select 1 from events limit 1`));
    expect(await rowsOf(app, sql`select 1 from events limit 1`)).toEqual([]);
    const tenants = await rowsOf(app, sql`select id from tenants`);
    expect(tenants.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps each concurrent piece of work on its own tenant while they share the pool', async () => {
    const app = database.appDb;
    const runs = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 2 ? null : i % 2 ? tenantA : tenantB,
    );
    const seen = await Promise.all(
      runs.map((tenant) => {
        const look = async () => {
          const query = sql`select distinct tenant_id as t from events`;
          const inTx = await app.transaction((tx) => rowsOf<{ t: string }>(tx, query));
          const plain = await rowsOf<{ t: string }>(app, query);
          return [...inTx, ...plain].map((row) => row.t);
        };
        return tenant ? withTenant(tenant, look) : look();
      }),
    );
    expect(seen).toEqual(runs.map((tenant) => (tenant ? [tenant, tenant] : [])));
  });

  it('leaves the search and title-sort indexes usable: their functions are leakproof', async () => {
    // Row-level security lets the planner use an index (and statistics) for a condition only when
    // its functions are leakproof; without the mark a title search scans every row of the tenant.
    const marks = await rowsOf<{ fn: string; leakproof: boolean }>(
      database.db,
      sql`select fn, (select proleakproof from pg_proc where oid = fn::regprocedure) as leakproof
          from unnest(${sql.param(indexedFunctions)}::text[]) as fn`,
    );
    expect(marks).toEqual(indexedFunctions.map((fn) => ({ fn, leakproof: true })));
    expect(database.warnings).toEqual([]);
  });
});
