// The Fastify/Node server options that come from configuration: which peers may speak for the
// client (X-Forwarded-*), and how long a slow client may hold a connection (ADR 031).
import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Node compares open connections with headersTimeout/requestTimeout only on this interval
 * (default 30 s), so a slow client could outlive the bound by that much; one second keeps the
 * bound close at the cost of one walk over the open connections per second.
 */
const connectionsCheckingIntervalMs = 1_000;

export function serverOptions(
  config: Pick<Config, 'trustedProxies' | 'timeouts'>,
): Pick<
  FastifyServerOptions,
  'trustProxy' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & { http: ServerOptions } {
  const { headersMs, requestMs, keepAliveMs, idleMs } = config.timeouts;
  return {
    // proxy-addr walks X-Forwarded-For from the socket peer back while each hop is trusted, so a
    // client cannot choose its address by prepending entries; protocol and host follow the same
    // rule. An empty list trusts nobody: the headers are ignored.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    connectionTimeout: idleMs,
    keepAliveTimeout: keepAliveMs,
    requestTimeout: requestMs,
    http: {
      // Node requires headersTimeout ≤ requestTimeout.
      headersTimeout: Math.min(headersMs, requestMs),
      requestTimeout: requestMs,
      keepAliveTimeout: keepAliveMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs,
    },
  };
}
