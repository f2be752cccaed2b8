// buildApp: one Fastify instance with every plugin and module registered. main.ts listens with
// it; tests drive it through app.inject. Each area is wired in app/; the order below is the
// order of their plugins' hooks and of the routes that depend on them.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/open';
import { requestClock } from './http/test-clock';
import { pushNoticeHandler, pushNoticeJobKind } from './modules/push/push-service';
import { registerAccounts } from './app/register-accounts';
import { registerCatalog } from './app/register-catalog';
import { registerCommerce } from './app/register-commerce';
import { registerConsole } from './app/register-console';
import { createServer, registerHttp, registerServerRoutes } from './app/register-http';
import { registerMedia, registerPlaybackSigner } from './app/register-media';
import { registerPush } from './app/register-push';
import { registerRealtime } from './app/register-realtime';
import { registerTelemetry } from './app/register-telemetry';
import { registerViewer } from './app/register-viewer';

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
  /**
   * The clock of purchases and renewals; tests move it. By default the real one, or with
   * TEST_CLOCK=on the one a request's `X-Test-Clock-Offset` moves (http/test-clock.ts).
   */
  now?: () => Date;
}

export async function buildApp({ config, db, ownerDb, logger, now: given }: AppDeps) {
  const now = given ?? (config.testClock ? requestClock : undefined);
  const app = createServer(config, logger);
  const { facts, metrics, spa } = await registerHttp(app, { config, db });
  const playbackSigner = await registerPlaybackSigner(app, { config, metrics });
  // Accounts come before every module whose routes need a signed-in user.
  const accounts = await registerAccounts(app, { config, db, now });
  await registerServerRoutes(app, { config, db, accounts, facts });
  const { catalog, answers, paidMedia } = await registerCatalog(app, {
    config,
    db,
    metrics,
    accounts,
  });
  const commerce = await registerCommerce(app, { config, db, now, catalog });
  await registerViewer(app, { db, catalog });
  const telemetry = await registerTelemetry(app, { config, db, now });
  // Web push (ADR 051): notices are jobs of the pipeline's queue; its worker is known further down.
  let wakeJobs = () => {};
  const { push, pushNotices } = await registerPush(app, { config, db, wake: () => wakeJobs() });
  await registerConsole(app, {
    config,
    db,
    ownerDb,
    accounts,
    answers,
    telemetry,
    commerce,
    notices: pushNotices,
    facts,
  });
  await registerMedia(app, {
    config,
    db,
    accounts,
    answers,
    paidMedia,
    commerce,
    playbackSigner,
    handlers: { [pushNoticeJobKind]: pushNoticeHandler(push) },
    setWake: (wake) => {
      wakeJobs = wake;
    },
  });
  await registerRealtime(app, { config, db, accounts, answers });
  if (spa) await spa.register(app);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
