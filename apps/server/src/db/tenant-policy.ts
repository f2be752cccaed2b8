// Row-level security, the second wall behind the `tenant_id` every query names (ADR 015): every
// tenant-owned table carries this policy, so the application's database role only ever sees and
// writes the rows of the tenant its connection is scoped to (see tenant-pool.ts). A table with a
// tenant_id column and no policy fails the row-level security test.
import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

/** The session setting that names a connection's tenant; unset or empty, no tenant row is visible. */
export const tenantSetting = 'touchline.tenant_id';

const ownTenant = sql`tenant_id = current_setting('touchline.tenant_id', true)`;

/** The policy of a tenant-owned table: reads, updates and deletes see its own tenant's rows, and
 *  inserts and updates may only write rows of that tenant. */
export const tenantIsolation = () =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: ownTenant,
    withCheck: ownTenant,
  });
