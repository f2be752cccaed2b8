// Liveness (the process answers) and readiness (the database, and Redis when configured, answer,
// and the process is not shutting down) for orchestrators and the proxy in front. Probes name no tenant and are not rate limited (call-limits.ts).
import { healthCall, readinessCall } from '@touchline/contract/calls/health';
import type { FastifyPluginCallback } from 'fastify';
import { serveCall } from './serve-call';

type DependencyState = 'ok' | 'fail' | 'disabled';

export interface HealthOptions {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  redis: () => Promise<DependencyState>;
  /** True once shutdown began: not ready, whatever the dependencies say. */
  draining: () => boolean;
}

/** A dependency that does not answer within this is counted as down, so probes never hang. */
const checkTimeoutMs = 2000;

const withinTimeout = <T>(work: Promise<T>, fallback: T) =>
  Promise.race([
    work,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), checkTimeoutMs).unref()),
  ]);

export const healthRoutes: FastifyPluginCallback<HealthOptions> = (app, options, done) => {
  serveCall(app, healthCall, { tag: 'health', handler: () => ({ status: 'ok' as const }) });
  serveCall(app, readinessCall, {
    tag: 'health',
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([
        withinTimeout(
          options.ping().then(
            (): DependencyState => 'ok',
            (): DependencyState => 'fail',
          ),
          'fail',
        ),
        withinTimeout(options.redis(), 'fail'),
      ]);
      const draining = options.draining();
      const ready = !draining && database === 'ok' && redis !== 'fail';
      // 503 with the same body: what failed is what an operator reads first.
      if (!ready) void reply.code(503);
      return {
        status: ready ? 'ready' : 'not_ready',
        draining,
        checks: { database, redis },
      } as const;
    },
  });
  done();
};
