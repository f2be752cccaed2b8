// What the application role may do with the tenants table (ADR 034): read the columns host
// resolution needs, for every tenant; read the secrets of the tenant in scope only, through the
// tenant_secrets view; write nothing. Grants and views are PostgreSQL's: PGlite runs as its one
// superuser, whom no grant limits, so the attacks below need DATABASE_URL; the secrets path itself
// is checked on both.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { findTenantSecrets, listTenants } from '../modules/tenants/tenant-repository';
import type { Db } from './open';
import { tenants } from './schema';
import { withTenant } from './tenant-scope';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const tenantA = 'tn-touchline';
const tenantB = 'tn-harbour';
const secretOfB = { facebookAppSecret: 'harbour-only-secret' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
  await database.db.update(tenants).set({ secrets: secretOfB }).where(eq(tenants.id, tenantB));
});
afterAll(() => database?.destroy());

const denied = { cause: { code: '42501' } };
const attempt = (db: Db, query: SQL) => db.execute(query);

describe('the tenants table as the application sees it', () => {
  it("reads the tenant's own secrets, and every tenant's public columns", async () => {
    const app = database.appDb;
    expect(await withTenant(tenantB, () => findTenantSecrets(app, tenantB))).toEqual(secretOfB);
    const listed = await listTenants(app);
    expect(listed.map((tenant) => tenant.id)).toEqual(expect.arrayContaining([tenantA, tenantB]));
  });
});

describe.skipIf(!onPostgres)('the tenants table under the application role on PostgreSQL', () => {
  it("cannot read another tenant's secrets, by id, through the table or the view", async () => {
    const app = database.appDb;
    await withTenant(tenantA, async () => {
      expect(await findTenantSecrets(app, tenantB)).toEqual({});
      await expect(
        attempt(app, sql`select secrets from tenants where id = ${tenantB}`),
      ).rejects.toMatchObject(denied);
      await expect(attempt(app, sql`select * from tenants`)).rejects.toMatchObject(denied);
      const viaView = await app.execute(sql`select id from tenant_secrets`);
      expect((viaView as { rows: { id: string }[] }).rows).toEqual([{ id: tenantA }]);
    });
    // Outside any scope the view shows nothing.
    expect(await findTenantSecrets(app, tenantB)).toEqual({});
  });

  it('cannot insert, update or delete tenants, nor write secrets through the view', async () => {
    const app = database.appDb;
    await withTenant(tenantA, async () => {
      for (const query of [
        sql`update tenants set name = 'taken' where id = ${tenantB}`,
        sql`update tenants set hosts = array['evil.example'] where id = ${tenantA}`,
        sql`delete from tenants where id = ${tenantB}`,
        sql`insert into tenants (id, slug, hosts, name, config, settings)
            values ('tn-evil', 'evil', array['localhost'], 'Evil', '{}', '{}')`,
        sql`update tenant_secrets set secrets = '{}'::jsonb where id = ${tenantA}`,
      ])
        await expect(attempt(app, query)).rejects.toMatchObject(denied);
    });
    const [harbour] = await database.db
      .select({ name: tenants.name, secrets: tenants.secrets })
      .from(tenants)
      .where(eq(tenants.id, tenantB));
    expect(harbour).toEqual({ name: 'Harbour Basketball Federation', secrets: secretOfB });
  });
});
