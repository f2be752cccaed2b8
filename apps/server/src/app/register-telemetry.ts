// The portal's analytics batches and error reports (ADR 042), mapped through the build's source
// maps.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { TelemetryDeps } from '../modules/telemetry/analytics-service';
import { createSourceMapper } from '../modules/telemetry/source-maps';
import { telemetryRoutes } from '../modules/telemetry/telemetry-routes';

export async function registerTelemetry(
  app: FastifyInstance,
  { config, db, now }: { config: Config; db: Db; now: (() => Date) | undefined },
): Promise<TelemetryDeps> {
  const telemetry: TelemetryDeps = {
    db,
    log: app.log,
    now: now ?? (() => new Date()),
    retentionDays: config.telemetry.retentionDays,
    fetch: (...args) => fetch(...args),
    sourceMapper: createSourceMapper(config.webDist),
  };
  await app.register(telemetryRoutes, { deps: telemetry, perMinute: config.telemetry.perMinute });
  return telemetry;
}
