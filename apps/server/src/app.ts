// buildApp: one Fastify instance with every plugin and module registered. main.ts listens with
// it; tests drive it through app.inject.
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { defaults } from '@touchline/contract/constants';
import type { Config } from './config';
import type { Db } from './db/open';
import authPlugin from './http/auth-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ContractTypeProvider,
} from './http/contract-schemas';
import { callLimiter } from './http/call-limits';
import errorPlugin, { frameworkErrors } from './http/error-plugin';
import { healthRoutes } from './http/health-routes';
import { loggerOptions } from './http/logger';
import { registerOpenApi } from './http/openapi-plugin';
import securityHeadersPlugin from './http/security-headers-plugin';
import { serverOptions } from './http/server-options';
import { createSpa } from './http/spa-plugin';
import tenantPlugin from './http/tenant-plugin';
import trustedProxyPlugin from './http/trusted-proxy-plugin';
import mediaPlugin from './media/media-plugin';
import { createAccounts } from './modules/auth/accounts';
import { authRoutes } from './modules/auth/auth-routes';
import { appleCallbackRoutes } from './modules/auth/sso/apple-callback-routes';
import { providerLinkRoutes } from './modules/auth/sso/provider-link-routes';
import { userRoutes } from './modules/auth/user-routes';
import { clipRoutes } from './modules/clips/clip-routes';
import { createAnswerCache, invalidatingPublisher } from './modules/events/answer-cache';
import { commerceRoutes } from './modules/commerce/commerce-routes';
import { eventRoutes } from './modules/events/event-routes';
import { identityRoutes } from './modules/identities/identity-routes';
import { pageRoutes } from './modules/pages/page-routes';
import { searchRoutes } from './modules/search/search-routes';
import { epgRoutes } from './modules/epg/epg-routes';
import { operatorRoutes } from './modules/operator/operator-routes';
import { statsRoutes } from './modules/stats/stats-routes';
import { customerConfigRoutes } from './modules/tenants/customer-config-routes';
import { createTenantResolver } from './modules/tenants/tenant-resolver';
import realtimePlugin from './realtime/realtime-plugin';
import { appVersion } from './version';

export interface AppDeps {
  config: Config;
  db: Db;
  /** A ready pino logger; by default one is made from LOG_LEVEL and NODE_ENV. */
  logger?: FastifyBaseLogger;
}

export async function buildApp({ config, db, logger }: AppDeps) {
  const app = Fastify({
    ...serverOptions(config),
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    // Page URLs are redirected to their slashed form, so `/live` and `/live/` must stay distinct.
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
  }).withTypeProvider<ContractTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in development and tests only (see serializerCompiler).
  app.setSerializerCompiler(serializerCompiler({ validate: config.nodeEnv !== 'production' }));

  const facts = { appVersion, apiBaseUrl: defaults.apiBaseUrl };
  const spa = createSpa(config.webDist, facts, { sourceMaps: config.sourceMaps });

  await app.register(trustedProxyPlugin, { trustedProxies: config.trustedProxies });
  await app.register(securityHeadersPlugin);
  await app.register(errorPlugin, { pageFallback: spa?.pageFallback });
  await app.register(tenantPlugin, {
    resolver: createTenantResolver(db, { defaultTenant: config.defaultTenant }),
  });
  await registerOpenApi(app, {
    version: appVersion,
    publicUrl: config.publicUrl,
    ui: config.apiDocs,
  });

  // Accounts come before every module whose routes need a signed-in user.
  const accounts = await createAccounts({
    config,
    db,
    log: app.log,
    deviceRemoved: (tenantId, userId, deviceId) =>
      app.realtime.toUser(tenantId, userId, 'remove-user-device', { deviceId }),
  });
  app.addHook('onClose', () => accounts.close());
  // What serveCall needs (http/serve-call.ts): every route below is registered through it.
  app.decorate('strictContract', config.nodeEnv !== 'production');
  app.decorate(
    'consumeCallLimit',
    callLimiter({
      enabled: config.callRateLimits,
      consume: (name, key) => accounts.deps.limits.consume(name, key),
    }),
  );
  await app.register(authPlugin, { verify: accounts.verifyToken });
  await app.register(authRoutes, { deps: accounts.deps });
  await app.register(appleCallbackRoutes);
  await app.register(providerLinkRoutes, { deps: accounts.deps });
  await app.register(userRoutes, { deps: accounts.deps });

  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    redis: () => accounts.deps.limits.storeState(),
  });
  await app.register(customerConfigRoutes, { facts });
  const answers = createAnswerCache({ ttlMs: config.catalogCacheMs });
  const catalog = { db, trustedCountryHeader: config.trustedCountryHeader, answers };
  await app.register(eventRoutes, catalog);
  await app.register(clipRoutes, catalog);
  await app.register(identityRoutes, catalog);
  await app.register(searchRoutes, catalog);
  await app.register(pageRoutes, catalog);
  await app.register(commerceRoutes, catalog);
  await app.register(statsRoutes, { db });
  await app.register(epgRoutes, { db });
  await app.register(operatorRoutes, {
    db,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
  });
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(realtimePlugin, {
    db,
    redisUrl: config.redisUrl,
    authenticateSocket: accounts.authenticateSocket,
  });
  if (spa) await spa.register(app);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
