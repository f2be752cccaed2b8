// SQL for the platform's tenant writes (ADR 064). The tenants table is not tenant-owned (host
// lookup reads it before any tenant is known), so these statements name the tenant by id.
import { and, arrayOverlaps, asc, eq, ne, or, sql } from 'drizzle-orm';
import { advisoryKey } from '../../db/advisory-lock';
import type { Db } from '../../db/open';
import { tenants } from '../../db/schema';
import type { TenantPublicConfig, TenantSettings } from './tenant-documents';

export interface TenantRecord {
  id: string;
  slug: string;
  name: string;
  hosts: string[];
  config: unknown;
  settings: unknown;
  createdAt: Date;
}

const columns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  hosts: tenants.hosts,
  config: tenants.config,
  settings: tenants.settings,
  createdAt: tenants.createdAt,
};

export interface TenantWrite {
  name: string;
  hosts: string[];
  config: TenantPublicConfig;
  settings: TenantSettings;
}

/**
 * Serialises the tenant writes of every process until the transaction ends, so two requests
 * cannot both find a host free and both take it.
 */
export async function lockTenantHosts(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('tenant-hosts')})`);
}

export async function listTenantRecords(db: Db): Promise<TenantRecord[]> {
  return db.select(columns).from(tenants).orderBy(asc(tenants.slug));
}

export async function findTenantRecord(db: Db, id: string): Promise<TenantRecord | null> {
  const [row] = await db.select(columns).from(tenants).where(eq(tenants.id, id)).limit(1);
  return row ?? null;
}

/** Tenants other than `exceptId` that list one of `hosts`, or already use `slug`. */
export async function findClashes(
  db: Db,
  hosts: string[],
  slug: string | null,
  exceptId: string | null,
): Promise<{ slug: string; hosts: string[] }[]> {
  return db
    .select({ slug: tenants.slug, hosts: tenants.hosts })
    .from(tenants)
    .where(
      and(
        exceptId === null ? undefined : ne(tenants.id, exceptId),
        or(arrayOverlaps(tenants.hosts, hosts), slug === null ? undefined : eq(tenants.slug, slug)),
      ),
    );
}

export async function insertTenant(
  db: Db,
  row: TenantWrite & { id: string; slug: string },
): Promise<TenantRecord> {
  const [inserted] = await db.insert(tenants).values(row).returning(columns);
  return inserted!;
}

export async function updateTenantRecord(
  db: Db,
  id: string,
  row: TenantWrite,
): Promise<TenantRecord> {
  const [updated] = await db
    .update(tenants)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(tenants.id, id))
    .returning(columns);
  return updated!;
}
