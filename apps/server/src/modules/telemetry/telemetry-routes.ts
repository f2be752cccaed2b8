// HTTP for what browsers report: the Segment-compatible batch endpoint and the Bugsnag-compatible
// notify and sessions endpoints (ADR 042). The SDKs send no user token; the tenant comes from the
// host, the public key in the call must be that tenant's, and each address has its own budget.
import {
  analyticsBatchCall,
  errorNotifyCall,
  errorSessionsCall,
} from '@touchline/contract/calls/telemetry';
import type { FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { acceptAnalyticsBatch, type TelemetryDeps } from './analytics-service';
import { acceptErrorReport, checkErrorKey } from './error-service';

export interface TelemetryRouteOptions {
  deps: TelemetryDeps;
  /** Posts per minute from one address to one tenant, all three endpoints together. */
  perMinute: number;
}

/** Ten analytics calls with their context are a few kilobytes; this leaves room for retries. */
const analyticsBodyLimit = 64 * 1024;
/** Spec §9: the error reporter's payload limit. */
export const errorBodyLimit = 1_000_000;

class TelemetryLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many reports; try again later');
  }
}

/** `Authorization: Basic base64(writeKey:)`, as analytics.js sends it. */
function basicUser(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return decoded.split(':')[0] || undefined;
}

const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export const telemetryRoutes: ContractPlugin<TelemetryRouteOptions> = (app, options, done) => {
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  app.addHook('onRequest', async (request) => {
    try {
      await limiter.consume(`${request.tenant.id}:${request.ip}`);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new TelemetryLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  });

  // analytics.js posts JSON as text/plain, which spares the browser a preflight; only here.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: analyticsBodyLimit },
    (_request, body, parsed) => {
      try {
        parsed(null, JSON.parse(String(body)) as unknown);
      } catch {
        parsed(AppError.invalid('body', '(body)', 'must be JSON'), undefined);
      }
    },
  );

  serveCall(app, analyticsBatchCall, {
    tag: 'telemetry',
    handler: (request) =>
      acceptAnalyticsBatch(
        options.deps,
        request.tenant,
        request.body,
        request.body.writeKey ?? basicUser(request),
      ),
  });

  serveCall(app, errorNotifyCall, {
    tag: 'telemetry',
    handler: (request) =>
      acceptErrorReport(
        options.deps,
        request.tenant,
        request.body,
        headerText(request.headers['bugsnag-api-key']),
      ),
  });

  // Sessions only tell the reporter that a visit began; nothing is kept beyond the key check.
  serveCall(app, errorSessionsCall, {
    tag: 'telemetry',
    handler: (request) => {
      checkErrorKey(request.tenant, headerText(request.headers['bugsnag-api-key']));
      return { success: true as const };
    },
  });
  done();
};
