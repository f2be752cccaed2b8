// The HTTP foundation every area is registered on: the Fastify instance, then the plugins that
// see every request (proxies, headers, ids, compression, metrics, errors, tenant, API docs) in
// the order their hooks must run; and the server's own routes (health, customer config, builds).
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { defaults } from '@touchline/contract/constants';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { buildRoutes } from '../http/build-routes';
import { registerCompression } from '../http/compression';
import {
  serializerCompiler,
  validatorCompiler,
  type ContractTypeProvider,
} from '../http/contract-schemas';
import errorPlugin, { frameworkErrors } from '../http/error-plugin';
import { healthRoutes } from '../http/health-routes';
import { loggerOptions } from '../http/logger';
import { createMetrics } from '../http/metrics';
import metricsPlugin from '../http/metrics-plugin';
import { registerOpenApi } from '../http/openapi-plugin';
import { requestIds, requestIdPlugin } from '../http/request-id';
import securityHeadersPlugin from '../http/security-headers-plugin';
import { serverOptions } from '../http/server-options';
import { createSpa } from '../http/spa-plugin';
import tenantPlugin from '../http/tenant-plugin';
import { registerTestFaults } from '../http/test-faults';
import { registerTestClock } from '../http/test-clock';
import trustedProxyPlugin from '../http/trusted-proxy-plugin';
import { jobCountsSource } from '../jobs/job-counts';
import { rewritePlaybackUrl } from '../media/playback-guard';
import type { Accounts } from '../modules/auth/accounts';
import { highlightJobKind } from '../modules/operator/highlight-service';
import { transcodeJobKind } from '../modules/operator/upload-service';
import { pushNoticeJobKind } from '../modules/push/push-service';
import { customerConfigRoutes } from '../modules/tenants/customer-config-routes';
import type { ServerFacts } from '../modules/tenants/customer-config';
import { createTenantResolver } from '../modules/tenants/tenant-resolver';
import { listTenants } from '../modules/tenants/tenant-repository';
import { appVersion } from '../version';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: /readyz answers 503 so proxies stop sending new work. */
    lifecycle: { draining: boolean };
  }
}

export function createServer(config: Config, logger: FastifyBaseLogger | undefined) {
  const app = Fastify({
    ...serverOptions(config),
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    // Page URLs are redirected to their slashed form, so `/live` and `/live/` must stay distinct.
    routerOptions: { ignoreTrailingSlash: false },
    // Signed playback addresses reach the same media routes as plain ones (media/playback-guard.ts).
    rewriteUrl: rewritePlaybackUrl,
    frameworkErrors,
    genReqId: requestIds(config.trustedProxies),
  }).withTypeProvider<ContractTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in development and tests only (see serializerCompiler).
  app.setSerializerCompiler(serializerCompiler({ validate: config.nodeEnv !== 'production' }));
  return app;
}

export async function registerHttp(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
) {
  // The card provider is the process's (Stripe when its keys are set): every tenant's config says
  // so, with Stripe.js's publishable key, so the checkout's form and the server agree (ADR 060).
  const facts = {
    appVersion,
    apiBaseUrl: defaults.apiBaseUrl,
    payment: config.stripe
      ? { provider: 'stripe' as const, publishableKey: config.stripe.publishableKey }
      : { provider: 'sandbox' as const, publishableKey: null },
  };
  const metrics = createMetrics();
  // prom-client's GC observer is never disconnected and holds the registry, whose gauges read
  // this app (its sockets, its database): emptied on close, a closed app can be collected.
  app.addHook('onClose', () => metrics.registry.clear());
  app.decorate('lifecycle', { draining: false });
  const spa = createSpa(config.webDist, facts, {
    sourceMaps: config.sourceMaps,
    pseudoLocale: config.pseudoLocale,
  });

  await app.register(trustedProxyPlugin, {
    trustedProxies: config.trustedProxies,
    countryHeader: config.trustedCountryHeader,
  });
  await app.register(securityHeadersPlugin);
  await app.register(requestIdPlugin);
  await registerCompression(app);
  await app.register(metricsPlugin, {
    metrics,
    token: config.metricsToken,
    sources: {
      sockets: () => (app.hasDecorator('realtime') ? app.realtime.localSockets() : 0),
      connections: () =>
        new Promise((resolve) =>
          app.server.getConnections((err, count) => resolve(err ? 0 : count)),
        ),
      databaseClient: () => (db as { $client?: unknown }).$client,
      jobCounts: jobCountsSource(
        db,
        async () => (await listTenants(db)).map((tenant) => tenant.id),
        [transcodeJobKind, highlightJobKind, pushNoticeJobKind],
      ),
    },
  });
  await app.register(errorPlugin, { pageFallback: spa?.pageFallback });
  if (config.testFaults) registerTestFaults(app);
  if (config.testClock) registerTestClock(app);
  await app.register(tenantPlugin, {
    resolver: createTenantResolver(db, { defaultTenant: config.defaultTenant }),
  });
  await registerOpenApi(app, {
    version: appVersion,
    publicUrl: config.publicUrl,
    ui: config.apiDocs,
  });
  return { facts, metrics, spa };
}

export async function registerServerRoutes(
  app: FastifyInstance,
  options: { config: Config; db: Db; accounts: Accounts; facts: ServerFacts },
) {
  const { config, db, accounts, facts } = options;
  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    redis: () => accounts.deps.limits.storeState(),
    draining: () => app.lifecycle.draining,
  });
  await app.register(customerConfigRoutes, { facts });
  await app.register(buildRoutes, { webDist: config.webDist });
}
