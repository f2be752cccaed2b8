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
  /** The server's card provider: one for the whole process (ADR 060), so every tenant's. */
  payment: { provider: PlatformTenant['payment']['provider']; publishableKey: string | null };
}

/**
 * A tenant names the provider the server takes payments with, and its form key: the checkout's
 * form and the server must agree (ADR 060), so another provider or key would be a setting that
 * does nothing. Per-tenant provider accounts are not built.
 */
function checkPayment(deps: PlatformTenantDeps, payment: PlatformTenant['payment'] | undefined) {
  if (!payment) return;
  const server = deps.payment;
  if (payment.provider !== server.provider) {
    throw AppError.invalid(
      'body',
      'payment.provider',
      `must be ${server.provider}: the card provider is set for the whole portal`,
    );
  }
  if (payment.publicKey !== null && payment.publicKey !== server.publishableKey) {
    throw AppError.invalid(
      'body',
      'payment.publicKey',
      'must be empty or the portal’s own publishable key',
    );
  }
}

/** What a tenant takes payments with is the server's, whatever an older row says. */
const withServerPayment = (deps: PlatformTenantDeps, tenant: PlatformTenant): PlatformTenant => ({
  ...tenant,
  payment: {
    ...tenant.payment,
    provider: deps.payment.provider,
    publicKey: deps.payment.publishableKey,
  },
});

export const listTenants = async (deps: PlatformTenantDeps) => {
  const listed = await listPlatformTenants(deps.ownerDb);
  return listed.map((tenant) => withServerPayment(deps, tenant));
};

export async function createTenant(
  deps: PlatformTenantDeps,
  actor: string,
  body: CreatePlatformTenantBody,
): Promise<PlatformTenant> {
  checkPayment(deps, body.payment);
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
  return withServerPayment(deps, created);
}

export async function updateTenant(
  deps: PlatformTenantDeps,
  actor: string,
  id: string,
  body: UpdatePlatformTenantBody,
): Promise<PlatformTenant> {
  checkPayment(deps, body.payment);
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
  return withServerPayment(deps, updated);
}
