// HTTP for the platform's tenants (ADR 064): list, create and change, behind the platform admin
// check; writes name their actor in the changed tenant's audit trail.
import {
  createPlatformTenantCall,
  listPlatformTenantsCall,
  updatePlatformTenantCall,
} from '@touchline/contract/calls/platform-tenants';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { platformActor, requirePlatformAdmin, type PlatformAuthDeps } from './platform-auth';
import {
  createTenant,
  listTenants,
  updateTenant,
  type PlatformTenantDeps,
} from './platform-tenant-service';

export type PlatformTenantRouteOptions = PlatformAuthDeps & PlatformTenantDeps;

export const platformTenantRoutes: ContractPlugin<PlatformTenantRouteOptions> = (
  app,
  options,
  done,
) => {
  const authenticate = requirePlatformAdmin(options);
  const tag = 'platform';

  serveCall(app, listPlatformTenantsCall, {
    tag,
    authenticate,
    handler: async () => ({ content: { tenants: await listTenants(options) } }),
  });
  serveCall(app, createPlatformTenantCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createTenant(options, platformActor(request), request.body),
    }),
  });
  serveCall(app, updatePlatformTenantCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await updateTenant(options, platformActor(request), request.params.id, request.body),
    }),
  });
  done();
};
