// Resolves the tenant of every request from its Host header and exposes it as `request.tenant`;
// the rest of the request runs in that tenant's scope, which the database connections follow
// (db/tenant-scope.ts, row-level security).
import fp from 'fastify-plugin';
import { withTenant } from '../db/tenant-scope';
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

/** Probes and metrics must answer without touching the tenant table. */
const tenantless = new Set(['/healthz', '/readyz', '/metrics']);

export default fp<{ resolver: TenantResolver }>(
  (app, { resolver }, done) => {
    app.decorate('tenants', resolver);
    app.decorateRequest('tenant', null as unknown as Tenant);
    // Callback-style hooks: the rest of the lifecycle runs inside `done`, so inside the scope.
    app.addHook('onRequest', (request, reply, done) => {
      if (tenantless.has(request.url.split('?')[0] ?? '')) return done();
      // request.host is the Host header, or X-Forwarded-Host when a trusted proxy sent the request.
      resolver.resolve(hostName(request.host)).then((tenant) => {
        // A host no tenant lists, and no default tenant (or one that does not exist): nothing is
        // served for it, neither the portal nor the API, so a stray DNS name or a scanner using
        // the bare address learns nothing about any tenant (ADR 033).
        if (!tenant) {
          void reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
          return;
        }
        request.tenant = tenant;
        withTenant(tenant.id, done);
      }, done);
    });
    // A request body is read in the socket's async context, not the request's: enter the scope
    // again once it has been parsed, before validation, authentication and the handler.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.tenant) withTenant(request.tenant.id, done);
      else done();
    });
    done();
  },
  { name: 'touchline-tenant' },
);
