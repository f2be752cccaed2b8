// Starts the server: config → database (migrate, seed when empty) → app → listen. SIGTERM/SIGINT
// close the app first (in-flight requests finish), then the database.
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open';
import { readDemoMedia } from './db/seed/demo-media';
import { slideDemoTimeline } from './db/seed/demo-timeline';
import { applyDemoFederation, demoFederationTenant, devWebPort } from './dev/demo-federation';
import { seedDemo } from './db/seed/seed-demo';
import { loggerOptions } from './http/logger';
import { startStatusSchedule } from './modules/operator/status-schedule';
import { findTenantBySlug } from './modules/tenants/tenant-repository';

const demoTimelineIntervalMs = 5 * 60_000;
const shutdownTimeoutMs = 10_000;

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

  // The seed writes every demo tenant's rows, so it runs as the tables' owner.
  const seeded = await seedDemo(database.ownerDb, {
    media: await readDemoMedia(config.mediaDir),
    onlyIfEmpty: true,
  });
  if (seeded) logger.info(seeded, 'empty database: demo tenants seeded');
  if (config.ifaIssuerUrl) {
    const redirectUris = await applyDemoFederation(database.ownerDb, {
      issuer: config.ifaIssuerUrl,
      ports: [config.port, devWebPort],
      publicUrl: config.publicUrl,
    });
    if (redirectUris)
      logger.info(
        { tenant: demoFederationTenant, issuer: config.ifaIssuerUrl, redirectUris },
        'demo federation sign-in through IFA_ISSUER_URL',
      );
    else logger.warn({ tenant: demoFederationTenant }, 'IFA_ISSUER_URL set but no demo tenant');
  }
  if (!(await findTenantBySlug(database.db, config.defaultTenant))) {
    logger.warn(
      { defaultTenant: config.defaultTenant },
      'DEFAULT_TENANT names no tenant; unknown hosts will fail',
    );
  }

  const slide = () =>
    slideDemoTimeline(database.db).catch((err: unknown) =>
      logger.error({ err }, 'demo timeline slide failed'),
    );
  await slide();
  const timer = setInterval(() => void slide(), demoTimelineIntervalMs);
  timer.unref();

  const app = await buildApp({ config, db: database.db, logger });
  await app.listen({ port: config.port, host: config.host });
  // After the timeline slide above: demo games keep their statuses, real ones follow the clock.
  const stopStatusSchedule = startStatusSchedule({
    db: database.db,
    publisher: app.realtime,
    log: logger,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(timer);
    stopStatusSchedule();
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
