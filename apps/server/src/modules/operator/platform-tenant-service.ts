// The platform's tenant changes (ADR 064): each runs in one transaction with its audit row, which
// goes into the changed tenant's own trail (its operators see who changed their portal), and then
// drops every process's cached host lookups, so a new host answers and a new brand shows at once.
import type {
  CreatePlatformTenantBody,
  PlatformTenant,
  UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import {
  createPlatformTenant,
  listPlatformTenants,
  updatePlatformTenant,
} from '../tenants/tenant-service';
import { appendAudit, snapshot } from './audit-repository';

export interface PlatformTenantDeps {
  /** The tables' owner: the application role may not write the tenants table (ADR 034). */
  ownerDb: Db;
  /** Forgets cached host → tenant answers here and in the other processes. */
  tenantsChanged: () => void;
}

export const listTenants = (deps: PlatformTenantDeps) => listPlatformTenants(deps.ownerDb);

export async function createTenant(
  deps: PlatformTenantDeps,
  actor: string,
  body: CreatePlatformTenantBody,
): Promise<PlatformTenant> {
  const created = await deps.ownerDb.transaction(async (tx) => {
    const tenant = await createPlatformTenant(tx, body);
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'create-tenant',
      targetKind: 'tenant',
      targetId: tenant.id,
      before: null,
      after: snapshot(tenant),
    });
    return tenant;
  });
  deps.tenantsChanged();
  return created;
}

export async function updateTenant(
  deps: PlatformTenantDeps,
  actor: string,
  id: string,
  body: UpdatePlatformTenantBody,
): Promise<PlatformTenant> {
  const updated = await deps.ownerDb.transaction(async (tx) => {
    const change = await updatePlatformTenant(tx, id, body);
    if (!change) throw AppError.notFound('No such tenant', 'tenant');
    await appendAudit(tx, id, {
      actor,
      action: 'update-tenant',
      targetKind: 'tenant',
      targetId: id,
      before: snapshot(change.before),
      after: snapshot(change.after),
    });
    return change.after;
  });
  deps.tenantsChanged();
  return updated;
}
