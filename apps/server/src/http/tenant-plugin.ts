// Resolves the tenant of every request from its Host header and exposes it as `request.tenant`.
import fp from 'fastify-plugin';
import type { Tenant } from '../modules/tenants/tenant';
import { hostName, type TenantResolver } from '../modules/tenants/tenant-resolver';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyInstance {
    tenants: TenantResolver;
  }
}

/** Probes must answer without touching the tenant table. */
const tenantless = new Set(['/healthz', '/readyz']);

export default fp<{ resolver: TenantResolver }>(
  (app, { resolver }, done) => {
    app.decorate('tenants', resolver);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      if (tenantless.has(request.url.split('?')[0] ?? '')) return;
      const tenant = await resolver.resolve(hostName(request.headers.host));
      // Only reachable when DEFAULT_TENANT names no tenant: a deployment error, not a client one.
      if (!tenant)
        throw new Error(`no tenant for host "${request.headers.host ?? ''}" and no default tenant`);
      request.tenant = tenant;
    });
    done();
  },
  { name: 'touchline-tenant' },
);
