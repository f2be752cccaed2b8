// buildApp: one Fastify instance with every plugin and module registered. main.ts listens with
// it; tests drive it through app.inject.
import { join, resolve } from 'node:path';
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
import { createCursorSeal } from './http/cursor-seal';
import { registerCompression } from './http/compression';
import errorPlugin, { frameworkErrors } from './http/error-plugin';
import { healthRoutes } from './http/health-routes';
import { registerTestFaults } from './http/test-faults';
import { loggerOptions } from './http/logger';
import { createMetrics } from './http/metrics';
import metricsPlugin from './http/metrics-plugin';
import { registerOpenApi } from './http/openapi-plugin';
import { requestIds, requestIdPlugin } from './http/request-id';
import securityHeadersPlugin from './http/security-headers-plugin';
import { serverOptions } from './http/server-options';
import { createSpa } from './http/spa-plugin';
import tenantPlugin from './http/tenant-plugin';
import trustedProxyPlugin from './http/trusted-proxy-plugin';
import { createLiveCatalog } from './media/live-catalog';
import { createLiveClipper } from './media/live-clip';
import mediaPlugin, { defaultDvrWindowSeconds, defaultLiveEpochMs } from './media/media-plugin';
import { rewritePlaybackUrl } from './media/playback-guard';
import { createPlaybackSigner } from './media/playback-token';
import { createMediaStore } from './media/storage/create-store';
import { loadAuthSecret } from './modules/auth/auth-secret';
import { createAccounts } from './modules/auth/accounts';
import { authRoutes } from './modules/auth/auth-routes';
import { appleCallbackRoutes } from './modules/auth/sso/apple-callback-routes';
import { providerLinkRoutes } from './modules/auth/sso/provider-link-routes';
import { userRoutes } from './modules/auth/user-routes';
import { clipRoutes } from './modules/clips/clip-routes';
import { createPaidMedia, paidStreamAddresses } from './modules/commerce/paid-media';
import { createAnswerCache, invalidatingPublisher } from './modules/events/answer-cache';
import type { CommerceDeps } from './modules/commerce/commerce-deps';
import { commerceRoutes } from './modules/commerce/commerce-routes';
import { entitlementPlugin } from './modules/commerce/entitlement-service';
import { liveLease } from './modules/commerce/stream-lease-repository';
import { purchaseRoutes } from './modules/commerce/purchase-routes';
import { createSandboxProvider } from './modules/commerce/sandbox-provider';
import { createStripeClient, createStripeProvider } from './modules/commerce/stripe-provider';
import { stripeWebhookRoutes } from './modules/commerce/stripe-webhook-routes';
import { watchPositionRoutes } from './modules/continue-watching/watch-position-routes';
import { eventRoutes } from './modules/events/event-routes';
import { followRoutes } from './modules/follows/follow-routes';
import { identityRoutes } from './modules/identities/identity-routes';
import { pageRoutes } from './modules/pages/page-routes';
import { recommendationRoutes } from './modules/recommendations/recommendation-routes';
import { searchRoutes } from './modules/search/search-routes';
import { epgRoutes } from './modules/epg/epg-routes';
import { streamRoutes } from './modules/commerce/stream-routes';
import { adminCommerceRoutes } from './modules/operator/admin-commerce-routes';
import { adminProductRoutes } from './modules/operator/admin-product-routes';
import { adminRoutes } from './modules/operator/admin-routes';
import { adminUserRoutes } from './modules/operator/admin-user-routes';
import { registerPipeline } from './pipeline';
import { createOutboundFetch, outboundRefusal } from './modules/auth/sso/outbound-fetch';
import { pushRoutes } from './modules/push/push-routes';
import { createPushSender, vapidSubject } from './modules/push/push-sender';
import {
  createPushNotices,
  pushNoticeHandler,
  pushNoticeJobKind,
  type PushDeps,
  type PushNotices,
} from './modules/push/push-service';
import { jobCountsSource } from './jobs/job-counts';
import { highlightJobKind } from './modules/operator/highlight-service';
import { transcodeJobKind } from './modules/operator/upload-service';
import { findTenantsByIds, listTenants } from './modules/tenants/tenant-repository';
import { operatorRoutes } from './modules/operator/operator-routes';
import { statsRoutes } from './modules/stats/stats-routes';
import { tagRoutes } from './modules/tags/tag-routes';
import { customerConfigRoutes } from './modules/tenants/customer-config-routes';
import { buildRoutes } from './http/build-routes';
import { telemetryRoutes } from './modules/telemetry/telemetry-routes';
import type { TelemetryDeps } from './modules/telemetry/analytics-service';
import { createSourceMapper } from './modules/telemetry/source-maps';
import { createTenantResolver } from './modules/tenants/tenant-resolver';
import { platformTenantRoutes } from './modules/operator/platform-tenant-routes';
import { surveyRoutes } from './modules/survey/survey-routes';
import { watchlistRoutes } from './modules/watchlist/watchlist-routes';
import realtimePlugin from './realtime/realtime-plugin';
import { appVersion } from './version';

export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * The tables' owner, for the platform's tenant writes (ADR 064): the application role may not
   * write the tenants table. Without it those calls are not served.
   */
  ownerDb?: Db;
  /** A ready pino logger; by default one is made from LOG_LEVEL and NODE_ENV. */
  logger?: FastifyBaseLogger;
  /** The clock of purchases and renewals; tests move it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What purchases and the renewal schedule (main.ts) run with. */
    commerce: CommerceDeps;
    /** Set when shutdown begins: /readyz answers 503 so proxies stop sending new work. */
    lifecycle: { draining: boolean };
    /** Web push notices the status schedule (main.ts) announces (ADR 051). */
    pushNotices: PushNotices;
  }
}

export async function buildApp({ config, db, ownerDb, logger, now }: AppDeps) {
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
  await app.register(tenantPlugin, {
    resolver: createTenantResolver(db, { defaultTenant: config.defaultTenant }),
  });
  await registerOpenApi(app, {
    version: appVersion,
    publicUrl: config.publicUrl,
    ui: config.apiDocs,
  });

  // Playback addresses are signed with keys derived from the server secret, one per tenant.
  const signer = createPlaybackSigner(await loadAuthSecret(config.authSecret, config.dataDir));
  const playbackSigner: typeof signer = {
    ...signer,
    sign: (...args) => {
      const signed = signer.sign(...args);
      if (signed) metrics.playbackTokens.inc();
      return signed;
    },
  };
  app.decorate('playbackSigner', playbackSigner);

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
  await app.register(entitlementPlugin, { db, now: now ?? (() => new Date()) });
  await app.register(authRoutes, { deps: accounts.deps });
  await app.register(appleCallbackRoutes);
  await app.register(providerLinkRoutes, { deps: accounts.deps });
  await app.register(userRoutes, { deps: accounts.deps });

  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    redis: () => accounts.deps.limits.storeState(),
    draining: () => app.lifecycle.draining,
  });
  await app.register(customerConfigRoutes, { facts });
  await app.register(buildRoutes, { webDist: config.webDist });
  const catalogAnswers = createAnswerCache({
    ttlMs: config.catalogCacheMs,
    onLookup: (result) => metrics.answerCache.inc({ result }),
  });
  // The paid assets whose plain media paths answer 403 (ADR 049), forgotten with the catalogue's
  // answers whenever an operator changes an event (its stream, its commerce), here and, through
  // Redis, in the other processes.
  const paidMedia = createPaidMedia({ load: (tenantId) => paidStreamAddresses(db, tenantId) });
  const answers: typeof catalogAnswers = {
    answer: (...args) => catalogAnswers.answer(...args),
    invalidate: (tenantId) => {
      catalogAnswers.invalidate(tenantId);
      paidMedia.invalidate(tenantId);
    },
  };
  const catalog = {
    db,
    trustedCountryHeader: config.trustedCountryHeader,
    answers,
    cursors: createCursorSeal(accounts.deriveKey('list-cursor')),
  };
  await app.register(eventRoutes, catalog);
  // Clips of a live game's DVR window are cut from the asset its channel loops over, on the same
  // clock and epoch as the media plugin's live playlists.
  const liveClips = createLiveClipper(
    createLiveCatalog(join(resolve(config.mediaDir, 'demo'), 'vod'), '/media/vod'),
    { now: Date.now, epochMs: defaultLiveEpochMs, dvrWindowSeconds: defaultDvrWindowSeconds },
  );
  await app.register(clipRoutes, { ...catalog, liveClips });
  await app.register(identityRoutes, catalog);
  await app.register(searchRoutes, catalog);
  await app.register(pageRoutes, catalog);
  await app.register(commerceRoutes, catalog);
  // Stripe when its key is configured; the sandbox (Stripe's test cards, no network) otherwise.
  const stripe = config.stripe
    ? createStripeClient({
        secretKey: config.stripe.secretKey,
        ...(config.stripe.api ? { api: config.stripe.api } : {}),
      })
    : null;
  const commerce: CommerceDeps = {
    db,
    provider: stripe ? createStripeProvider(stripe) : createSandboxProvider(now),
    now: now ?? (() => new Date()),
    purchaseSettled: (tenantId, userId, message) =>
      app.realtime.toUser(tenantId, userId, 'user-purchase-status', message),
  };
  app.decorate('commerce', commerce);
  if (stripe && config.stripe?.webhookSecret) {
    await app.register(stripeWebhookRoutes, {
      deps: commerce,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
    });
  }
  await app.register(purchaseRoutes, {
    deps: commerce,
    trustedCountryHeader: config.trustedCountryHeader,
  });
  await app.register(streamRoutes, { deps: { db, now: commerce.now } });
  await app.register(followRoutes, { db });
  await app.register(watchlistRoutes, catalog);
  await app.register(surveyRoutes, catalog);
  await app.register(watchPositionRoutes, catalog);
  await app.register(recommendationRoutes, catalog);
  // Global tag changes go to open pages; the realtime service exists once its plugin is in.
  await app.register(tagRoutes, { db, publisher: () => app.realtime });
  await app.register(statsRoutes, { db });
  await app.register(epgRoutes, { db });
  const telemetry: TelemetryDeps = {
    db,
    log: app.log,
    now: now ?? (() => new Date()),
    retentionDays: config.telemetry.retentionDays,
    fetch: (...args) => fetch(...args),
    sourceMapper: createSourceMapper(config.webDist),
  };
  await app.register(telemetryRoutes, { deps: telemetry, perMinute: config.telemetry.perMinute });
  // Web push (ADR 051): notices are jobs of the pipeline's queue; its worker is known further down.
  let wakeJobs = () => {};
  const push: PushDeps = {
    db,
    send: createPushSender({
      fetch: createOutboundFetch(config.outboundAllowedHosts),
      refused: (error) => outboundRefusal(error) !== null,
      subject: vapidSubject(config.mailFrom),
    }),
    wake: () => wakeJobs(),
    tenantOf: async (id) => (await findTenantsByIds(db, [id]))[0] ?? null,
  };
  const pushNotices = createPushNotices(push);
  app.decorate('pushNotices', pushNotices);
  await app.register(pushRoutes, { deps: push, trustedCountryHeader: config.trustedCountryHeader });
  await app.register(operatorRoutes, {
    db,
    telemetry,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
  });
  await app.register(adminRoutes, {
    db,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
    invalidate: (tenantId) => answers.invalidate(tenantId),
    notices: pushNotices,
  });
  await app.register(adminCommerceRoutes, { db, verify: accounts.verifyToken, commerce });
  await app.register(adminProductRoutes, { db, verify: accounts.verifyToken });
  await app.register(adminUserRoutes, { verify: accounts.verifyToken, accounts: accounts.deps });
  // The platform's tenants (ADR 064): written as the tables' owner, which alone may write them.
  if (ownerDb) {
    await app.register(platformTenantRoutes, {
      db,
      ownerDb,
      verify: accounts.verifyToken,
      platformKey: config.platformKey,
      payment: facts.payment,
      tenantsChanged: () => {
        app.tenants.invalidate();
        app.realtime.staleTenants?.();
      },
    });
  }
  // Uploads and their renditions: local files under DATA_DIR/media, or a bucket (ADR 047).
  const store = createMediaStore(config);
  const pipeline = await registerPipeline(app, {
    config,
    db,
    store,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
    invalidate: (tenantId) => answers.invalidate(tenantId),
    handlers: { [pushNoticeJobKind]: pushNoticeHandler(push) },
  });
  wakeJobs = pipeline.wake;
  await app.register(mediaPlugin, {
    mediaDir: config.mediaDir,
    uploads: store,
    playback: {
      signer: playbackSigner,
      trustedCountryHeader: config.trustedCountryHeader,
      isPaid: (tenantId, grant) => paidMedia.isPaid(tenantId, grant),
      leaseOf: (tenantId, id) => liveLease(db, tenantId, id, commerce.now()),
    },
  });
  await app.register(realtimePlugin, {
    db,
    redisUrl: config.redisUrl,
    authenticateSocket: accounts.authenticateSocket,
    onAnswersStale: (tenantId) => answers.invalidate(tenantId),
    onTenantsStale: () => app.tenants.invalidate(),
  });
  if (spa) await spa.register(app);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
