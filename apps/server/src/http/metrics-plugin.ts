// GET /metrics in Prometheus text format, and the timing of every answer (ADR 044). Metrics name
// calls, counts and pool sizes an attacker should not read, so the route is not public: with
// METRICS_TOKEN set it asks for `Authorization: Bearer <token>`; without one it answers only a
// loopback peer whose request came through no proxy (no Forwarded / X-Forwarded-For header), so a
// proxy on the same machine does not turn it public. Refused requests get the 404 of any unknown
// address. Like the probes, it names no tenant and is not rate limited.
import { createHash, timingSafeEqual } from 'node:crypto';
import { callName } from '@touchline/contract/all-calls';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics, MetricsSources } from './metrics';

export const metricsPath = '/metrics';

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** Null: loopback peers without forwarding headers only. */
  token: string | null;
  sources: MetricsSources;
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const forwardedNames = new Set(['forwarded', 'x-forwarded-for', 'x-real-ip']);

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
  }
  // The raw header list: trusted-proxy-plugin drops forwarding headers of untrusted peers from
  // `headers`, but a proxy's request must still be recognised as one here.
  const raw = request.raw.rawHeaders;
  const forwarded = raw.some((name, i) => i % 2 === 0 && forwardedNames.has(name.toLowerCase()));
  return !forwarded && loopback.test(request.socket.remoteAddress ?? '');
}

/** The label of an answer: its contract call, else its route pattern (bounded), else none. */
function callLabel(request: FastifyRequest): string {
  const call = request.routeOptions.config.call;
  if (call) return callName(call);
  return request.routeOptions.url ?? 'unmatched';
}

const metricsPlugin: FastifyPluginCallback<MetricsPluginOptions> = (app, options, done) => {
  const { metrics, token } = options;
  metrics.watch(options.sources);

  app.addHook('onResponse', (request, reply, next) => {
    metrics.httpDuration.observe(
      {
        call: callLabel(request),
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    next();
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request, token))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  done();
};

export default fp(metricsPlugin, { name: 'touchline-metrics' });
