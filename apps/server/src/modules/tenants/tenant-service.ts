// What other modules ask of tenants beyond the request's own: background work that goes through
// every tenant, and the server-only secrets a sign-in needs.
import type { Db } from '../../db/open';
import { withTenant } from '../../db/tenant-scope';
import type { Tenant } from './tenant';
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
