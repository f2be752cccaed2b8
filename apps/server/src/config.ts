// The process environment, parsed once at boot. Every bad variable is reported together so one
// failed start shows everything that needs fixing.
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const nodeEnv = z.enum(['development', 'production', 'test']);

const urlWithProtocols = (protocols: string[]) =>
  z
    .url('must be a URL')
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`) whose prefix fits its family. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (entries) => entries.every(isAddressOrCidr),
    'must be comma-separated IP addresses or CIDR blocks (e.g. 10.0.0.0/8,::1)',
  );

const milliseconds = (min: number, max: number) =>
  z.coerce.number().int('must be an integer').min(min).max(max);

const onOff = z.enum(['on', 'off'], 'must be on or off');

const envSchema = z.object({
  PORT: z.coerce.number().int('must be an integer').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  DATABASE_APP_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  LOG_LEVEL: logLevel.default('info'),
  PUBLIC_URL: urlWithProtocols(['http', 'https']).optional(),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  MEDIA_DIR: z.string().min(1).default('./media'),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a tenant slug (lower-case letters, digits and -)')
    .default('touchline'),
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  NODE_ENV: nodeEnv.default('development'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Touchline <no-reply@localhost>'),
  CATALOG_CACHE_MS: z.coerce
    .number()
    .int('must be an integer')
    .min(0)
    .max(60_000, 'must be at most 60000 (one minute)')
    .default(1000),
  IFA_ISSUER_URL: urlWithProtocols(['http', 'https']).optional(),
  CALL_RATE_LIMITS: onOff.default('on'),
  TRUSTED_PROXIES: addressList.optional(),
  HEADERS_TIMEOUT_MS: milliseconds(100, 120_000).default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 120_000).default(5_000),
  IDLE_TIMEOUT_MS: milliseconds(1_000, 600_000).default(60_000),
  API_DOCS: onOff.optional(),
  SOURCE_MAPS: onOff.optional(),
});

export type LogLevel = z.infer<typeof logLevel>;

export interface Config {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  /** The role the server's queries run as (row-level security); unset: DATABASE_URL as touchline_app. */
  databaseAppUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  logLevel: LogLevel;
  publicUrl: string | null;
  webDist: string;
  mediaDir: string;
  defaultTenant: string;
  /** Lower-case header name carrying the viewer's ISO country code, set by a trusted proxy. */
  trustedCountryHeader: string | null;
  nodeEnv: z.infer<typeof nodeEnv>;
  /** Signs access tokens; unset, a random one is created once and kept in `${dataDir}/auth-secret`. */
  authSecret: string | null;
  /** Unset: mail is written to `${dataDir}/outbox/*.eml` and logged. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How long an anonymous catalogue answer is reused (ADR 018); 0 turns the reuse off. */
  catalogCacheMs: number;
  /**
   * Development and tests: the demo federation tenant signs in through this OpenID issuer
   * (src/dev/local-issuer.ts). Real tenants configure `settings.sso.ifa` instead.
   */
  ifaIssuerUrl: string | null;
  /** Per-address limits of every call by its class (ADR 022); off only for load tests and suites. */
  callRateLimits: boolean;
  /**
   * Peers whose X-Forwarded-For/-Proto/-Host are believed (addresses and CIDR blocks); empty:
   * the socket's own address, protocol and Host header are used, whatever a client sends.
   */
  trustedProxies: string[];
  /** Bounds on slow clients (ADR 031): headers, the whole request, idle keep-alive, idle socket. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number; idleMs: number };
  /** Swagger UI at /api/docs; default on except in production. */
  apiDocs: boolean;
  /** The web build's `*.map` files; default on except in production. */
  sourceMaps: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The repository root. npm workspace scripts run inside apps/server, so the working directory
 *  is not a reliable base for DATA_DIR, WEB_DIST and MEDIA_DIR. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Parses the environment; relative paths resolve against `root` (the repository root). */
export function loadConfig(env: Env = process.env, root: string = repoRoot): Config {
  // An empty value (`FOO=` in an env file) means "not set", so the default applies.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as Env;
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      message: issue.message,
    }));
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const path = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    databaseAppUrl: e.DATABASE_APP_URL ?? null,
    dataDir: path(e.DATA_DIR),
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    webDist: path(e.WEB_DIST),
    mediaDir: path(e.MEDIA_DIR),
    defaultTenant: e.DEFAULT_TENANT,
    trustedCountryHeader: e.TRUSTED_COUNTRY_HEADER ?? null,
    nodeEnv: e.NODE_ENV,
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    ifaIssuerUrl: e.IFA_ISSUER_URL?.replace(/\/+$/, '') ?? null,
    callRateLimits: e.CALL_RATE_LIMITS === 'on',
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    sourceMaps: (e.SOURCE_MAPS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
  };
}
