// The listener and what stands around it: its address, the proxies it believes, its bounds on
// slow clients, its per-address limits and answer cache, whom it may fetch from, its shutdown
// and its metrics.
import { z } from 'zod';
import type { accountsEnv } from './accounts-env';
import { addressList, hostList, milliseconds, onOff, urlWithProtocols } from './env-values';
import type { Mode } from './runtime-env';

export const httpEnv = z.object({
  PORT: z.coerce.number().int('must be an integer').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocols(['http', 'https']).optional(),
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  CATALOG_CACHE_MS: z.coerce
    .number()
    .int('must be an integer')
    .min(0)
    .max(60_000, 'must be at most 60000 (one minute)')
    .default(1000),
  CALL_RATE_LIMITS: onOff.default('on'),
  TRUSTED_PROXIES: addressList.optional(),
  HEADERS_TIMEOUT_MS: milliseconds(100, 120_000).default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 120_000).default(5_000),
  IDLE_TIMEOUT_MS: milliseconds(1_000, 600_000).default(60_000),
  OUTBOUND_ALLOWED_HOSTS: hostList.optional(),
  SHUTDOWN_DRAIN_MS: milliseconds(0, 60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds(1_000, 600_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface HttpConfig {
  port: number;
  host: string;
  publicUrl: string | null;
  /** Lower-case header name carrying the viewer's ISO country code, set by a trusted proxy. */
  trustedCountryHeader: string | null;
  /** How long an anonymous catalogue answer is reused (ADR 018); 0 turns the reuse off. */
  catalogCacheMs: number;
  /** Per-address limits of every call by its class (ADR 022); off only for load tests and suites. */
  callRateLimits: boolean;
  /**
   * Peers whose X-Forwarded-For/-Proto/-Host are believed (addresses and CIDR blocks); empty:
   * the socket's own address, protocol and Host header are used, whatever a client sends.
   */
  trustedProxies: string[];
  /** Bounds on slow clients (ADR 031): headers, the whole request, idle keep-alive, idle socket. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number; idleMs: number };
  /**
   * Hosts the server may fetch from although they resolve to loopback, private or link-local
   * addresses (ADR 034); in demo mode IFA_ISSUER_URL's host is added.
   */
  outboundAllowedHosts: string[];
  /**
   * Graceful shutdown (ADR 044): how long /readyz answers 503 before the listener closes (give a
   * proxy polling it one interval), and the bound past which the process exits anyway.
   */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** Bearer token of GET /metrics; unset, only loopback peers not behind a proxy read it (ADR 044). */
  metricsToken: string | null;
}

export function httpConfig(
  e: z.infer<typeof httpEnv> & Pick<z.infer<typeof accountsEnv>, 'IFA_ISSUER_URL'>,
  { demo }: Mode,
): HttpConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    trustedCountryHeader: e.TRUSTED_COUNTRY_HEADER ?? null,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    callRateLimits: e.CALL_RATE_LIMITS === 'on',
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    outboundAllowedHosts: [
      ...(e.OUTBOUND_ALLOWED_HOSTS ?? []),
      // The demo federation's issuer is the local one of development and tests (127.0.0.1).
      ...(demo && e.IFA_ISSUER_URL ? [new URL(e.IFA_ISSUER_URL).host] : []),
    ],
    shutdown: { drainDelayMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
