// Starts the server: config → database (migrate, seed when empty) → app → listen. SIGTERM/SIGINT
// drain it (shutdown.ts): not ready, schedules stopped, sockets and requests finished, then the
// database closed.
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open';
import { readDemoMedia } from './db/seed/demo-media';
import { warmDemoVariants } from './media/images/demo-variants';
import { createMediaStore } from './media/storage/create-store';
import { prepareDemoData, PublicDemoSecretsError } from './db/seed/demo-start';
import { slideDemoTimeline } from './db/seed/demo-timeline';
import { loggerOptions } from './http/logger';
import { startStatusSchedule } from './modules/operator/status-schedule';
import { startRenewalSchedule } from './modules/commerce/renewal-service';
import { findTenantBySlug } from './modules/tenants/tenant-repository';
import { createShutdown } from './shutdown';

const demoTimelineIntervalMs = 5 * 60_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const logger = pino(loggerOptions(config));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseAppUrl: config.databaseAppUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onConnectionError: (err) => logger.error({ err }, 'idle database connection failed'),
  });
  await database.migrate();
  logger.info({ driver: database.driver }, 'database ready');
  for (const warning of database.warnings) logger.warn(warning);

  try {
    await prepareDemoData(database, config, {
      media: () => readDemoMedia(config.mediaDir),
      log: logger,
    });
  } catch (error) {
    if (!(error instanceof PublicDemoSecretsError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
  if (config.defaultTenant && !(await findTenantBySlug(database.db, config.defaultTenant))) {
    logger.warn(
      { defaultTenant: config.defaultTenant },
      'DEFAULT_TENANT names no tenant; unknown hosts get 404',
    );
  }

  // Demo mode only: the demo games stay next to the wall clock. The slide moves each demo
  // tenant's anchor, and only the tables' owner may write tenants (ADR 034).
  let timer: NodeJS.Timeout | undefined;
  if (config.demo) {
    const slide = () =>
      slideDemoTimeline(database.ownerDb).catch((err: unknown) =>
        logger.error({ err }, 'demo timeline slide failed'),
      );
    await slide();
    timer = setInterval(() => void slide(), demoTimelineIntervalMs);
    timer.unref();
  }

  // Only the demo's end-to-end tests move the purchases' clock (config/runtime-env.ts refuses it
  // otherwise).
  if (config.testClock)
    logger.warn('the purchases clock of a request follows its X-Test-Clock-Offset header');
  const app = await buildApp({ config, db: database.db, ownerDb: database.ownerDb, logger });
  await app.listen({ port: config.port, host: config.host });
  if (config.demo) {
    // The demo posters' responsive copies, in the background (ADR 055).
    warmDemoVariants(resolve(config.mediaDir, 'demo'), createMediaStore(config), logger).catch(
      (err: unknown) => logger.error({ err }, 'demo image copies failed'),
    );
  }
  // After the timeline slide above: demo games keep their statuses, real ones follow the clock.
  const stopStatusSchedule = startStatusSchedule({
    db: database.db,
    publisher: app.realtime,
    log: logger,
    notices: app.pushNotices,
  });
  const stopRenewalSchedule = startRenewalSchedule(app.commerce, logger);

  const stop = createShutdown({
    app,
    stopWork: async () => {
      clearInterval(timer);
      stopStatusSchedule();
      await stopRenewalSchedule();
    },
    closeDatabase: () => database.close(),
    log: logger,
    drainDelayMs: config.shutdown.drainDelayMs,
    timeoutMs: config.shutdown.timeoutMs,
    exit: (code) => process.exit(code),
  });
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
