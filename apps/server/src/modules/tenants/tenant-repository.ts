// SQL for tenants. Lookups return the public and server documents, never the secrets column.
import { arrayContains, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { tenants, tenantSecretsView } from '../../db/schema';
import {
  tenantPublicConfig,
  tenantSecrets,
  tenantSettings,
  type TenantSecrets,
} from './tenant-documents';
import type { Tenant } from './tenant';

const columns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  hosts: tenants.hosts,
  config: tenants.config,
  settings: tenants.settings,
};

type TenantColumns = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toTenant = (row: TenantColumns): Tenant => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  hosts: row.hosts,
  config: tenantPublicConfig.parse(row.config),
  settings: tenantSettings.parse(row.settings),
});

export async function findTenantByHost(db: Db, host: string): Promise<Tenant | null> {
  const [row] = await db
    .select(columns)
    .from(tenants)
    .where(arrayContains(tenants.hosts, [host]))
    .limit(1);
  return row ? toTenant(row) : null;
}

export async function findTenantBySlug(db: Db, slug: string): Promise<Tenant | null> {
  const [row] = await db.select(columns).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row ? toTenant(row) : null;
}

/** Every tenant, for work that goes through them one at a time (row-level security). */
export async function listTenants(db: Db): Promise<Tenant[]> {
  const rows = await db.select(columns).from(tenants).orderBy(tenants.id);
  return rows.map(toTenant);
}

export async function findTenantsByIds(db: Db, ids: string[]): Promise<Tenant[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(tenants).where(inArray(tenants.id, ids));
  return rows.map(toTenant);
}

/**
 * The tenant's server-only secrets (provider client secrets); never part of `Tenant`. Read
 * through the view that shows only the tenant in scope: on PostgreSQL the application role
 * cannot read another tenant's secrets, even by asking for its id.
 */
export async function findTenantSecrets(db: Db, tenantId: string): Promise<TenantSecrets> {
  const [row] = await db
    .select({ secrets: tenantSecretsView.secrets })
    .from(tenantSecretsView)
    .where(eq(tenantSecretsView.id, tenantId))
    .limit(1);
  return tenantSecrets.parse(row?.secrets ?? {});
}
