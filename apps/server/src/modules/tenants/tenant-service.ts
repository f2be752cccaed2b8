// What other modules ask of tenants beyond the request's own: background work that goes through
// every tenant, the server-only secrets a sign-in needs, and the platform admin's tenant writes.
import type {
  CreatePlatformTenantBody,
  PlatformTenant,
  UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import type { Db } from '../../db/open';
import { withTenant } from '../../db/tenant-scope';
import { AppError } from '../../http/app-error';
import type { Tenant } from './tenant';
import { mergeFields, tenantWriteOf, toPlatformTenant } from './tenant-admin';
import {
  findClashes,
  findTenantRecord,
  insertTenant,
  listTenantRecords,
  lockTenantHosts,
  updateTenantRecord,
} from './tenant-admin-repository';
import { findTenantSecrets, listTenants } from './tenant-repository';

/** Read through the tenants module, which owns the table. */
export { findTenantSecrets };

/**
 * Runs `work` for each tenant in turn, inside that tenant's scope: the application role sees one
 * tenant's rows at a time (row-level security), so work across tenants cannot run in one scope.
 */
export async function forEachTenant(
  db: Db,
  work: (tenant: Tenant) => Promise<void>,
): Promise<void> {
  for (const tenant of await listTenants(db)) await withTenant(tenant.id, () => work(tenant));
}

/** The platform admin's view of every tenant (ADR 064); `db` must be allowed to read them whole. */
export async function listPlatformTenants(db: Db): Promise<PlatformTenant[]> {
  return (await listTenantRecords(db)).map(toPlatformTenant);
}

/** A taken slug or host name: 409 naming what is taken and where. */
function refuseClashes(
  clashes: { slug: string; hosts: string[] }[],
  hosts: string[],
  slug: string | null,
) {
  if (clashes.length === 0) return;
  const fields = [
    ...hosts.flatMap((host, index) =>
      clashes.some((clash) => clash.hosts.includes(host))
        ? [{ path: `hosts[${index}]`, message: `${host} is served by another tenant` }]
        : [],
    ),
    ...(slug !== null && clashes.some((clash) => clash.slug === slug)
      ? [{ path: 'slug', message: `${slug} is another tenant's slug` }]
      : []),
  ];
  throw new AppError('conflict', fields.map((field) => field.message).join('; '), { fields });
}

/**
 * Creates a tenant inside the caller's transaction (which also writes its audit row): its hosts
 * and slug must be free, checked under a lock every process takes for tenant writes.
 */
export async function createPlatformTenant(
  tx: Db,
  body: CreatePlatformTenantBody,
): Promise<PlatformTenant> {
  const { slug, ...fields } = body;
  await lockTenantHosts(tx);
  refuseClashes(await findClashes(tx, fields.hosts, slug, null), fields.hosts, slug);
  const record = await insertTenant(tx, {
    id: `tn-${slug}`,
    slug,
    ...tenantWriteOf(fields, null),
  });
  return toPlatformTenant(record);
}

/** Changes a tenant inside the caller's transaction; null when there is no such tenant. */
export async function updatePlatformTenant(
  tx: Db,
  id: string,
  update: UpdatePlatformTenantBody,
): Promise<{ before: PlatformTenant; after: PlatformTenant } | null> {
  await lockTenantHosts(tx);
  const current = await findTenantRecord(tx, id);
  if (!current) return null;
  const before = toPlatformTenant(current);
  const fields = mergeFields(before, update);
  refuseClashes(await findClashes(tx, fields.hosts, null, id), fields.hosts, null);
  const written = await updateTenantRecord(
    tx,
    id,
    tenantWriteOf(fields, current, update.signOn !== undefined),
  );
  return { before, after: toPlatformTenant(written) };
}
