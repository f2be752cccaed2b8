// The process environment, parsed once at boot. Every bad variable is reported together so one
// failed start shows everything that needs fixing.
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './media/storage/media-store';

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

/** `host` or `host:port` (IPv6 in brackets): what OUTBOUND_ALLOWED_HOSTS lists. */
const hostEntry =
  /^(?:[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (entries) => entries.every((entry) => hostEntry.test(entry)),
    'must be comma-separated host names or addresses, each with an optional :port (e.g. idp.internal,127.0.0.1:4350)',
  );

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
  DEMO: onOff.optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a tenant slug (lower-case letters, digits and -)')
    .optional(),
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  NODE_ENV: nodeEnv.default('development'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Touchline <no-reply@localhost>'),
  /** The largest video an operator may upload (default 4 GiB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1e12)
    .default(4 * 1024 ** 3),
  /** ffmpeg and ffprobe; unset: found on PATH. Without them uploads are refused, clearly. */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** The background job worker (transcodes); on by default outside tests. */
  JOB_WORKER: onOff.optional(),
  /** RTMP ingest (ADR 056): the port encoders push to, or `off`; default 1935, off in tests. */
  RTMP_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(65535)], 'must be a port or off')
    .optional(),
  RTMP_HOST: z.string().min(1).default('0.0.0.0'),
  /** The address encoders are told (`rtmp://ingest.example.com:1935`); default: the portal's host. */
  RTMP_PUBLIC_URL: urlWithProtocols(['rtmp', 'rtmps']).optional(),
  CATALOG_CACHE_MS: z.coerce
    .number()
    .int('must be an integer')
    .min(0)
    .max(60_000, 'must be at most 60000 (one minute)')
    .default(1000),
  IFA_ISSUER_URL: urlWithProtocols(['http', 'https']).optional(),
  CALL_RATE_LIMITS: onOff.default('on'),
  PSEUDO_LOCALE: onOff.default('off'),
  TRUSTED_PROXIES: addressList.optional(),
  HEADERS_TIMEOUT_MS: milliseconds(100, 120_000).default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 120_000).default(5_000),
  IDLE_TIMEOUT_MS: milliseconds(1_000, 600_000).default(60_000),
  OUTBOUND_ALLOWED_HOSTS: hostList.optional(),
  API_DOCS: onOff.optional(),
  SOURCE_MAPS: onOff.optional(),
  TELEMETRY_PER_MINUTE: z.coerce.number().int('must be an integer').min(1).max(100_000).default(60),
  TELEMETRY_RETENTION_DAYS: z.coerce
    .number()
    .int('must be an integer')
    .min(1)
    .max(3650)
    .default(90),
  SHUTDOWN_DRAIN_MS: milliseconds(0, 60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: milliseconds(1_000, 600_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The platform admin's key (ADR 064), sent as X-Platform-Key; unset outside demo: no key. */
  PLATFORM_KEY: z.string().min(24, 'must be at least 24 characters').max(256).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret or restricted key')
    .optional(),
  /** Stripe.js's key, sent to browsers in the customer config; must be of the secret key's mode. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_(test|live)_[A-Za-z0-9]{8,}$/,
      'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Object storage of uploads and their renditions (ADR 047); unset S3_BUCKET: local files. */
  S3_ENDPOINT: urlWithProtocols(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name (e.g. us-east-1)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(3).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8).max(256).optional(),
  S3_FORCE_PATH_STYLE: onOff.optional(),
  /** End-to-end tests only: a JSON file `{"offsetMs": n}` moving the purchases' clock (demo mode). */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /** End-to-end tests only: an API request with `X-Test-Fault: 500` fails with a real 500. */
  TEST_FAULTS: z.enum(['on', 'off']).optional(),
  /** Another address for Stripe's API (a local server speaking it, in tests); default Stripe's. */
  STRIPE_API_URL: urlWithProtocols(['http', 'https']).optional(),
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
  /**
   * Demo mode (ADR 033): the demo tenants, their public operator keys and accounts are seeded on
   * a first start and their timeline follows the clock. Default on except in production.
   */
  demo: boolean;
  /** The tenant of host names no tenant lists; null (production default): such hosts get 404. */
  defaultTenant: string | null;
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
  /** Uploads and their transcodes (ADR 043). */
  pipeline: {
    maxUploadBytes: number;
    ffmpegPath: string | null;
    ffprobePath: string | null;
    jobWorker: boolean;
    /** Live pushes; null when off. */
    rtmp: { port: number; host: string; publicUrl: string | null } | null;
  };
  /**
   * Development and tests: the demo federation tenant signs in through this OpenID issuer
   * (src/dev/local-issuer.ts). Real tenants configure `settings.sso.ifa` instead.
   */
  ifaIssuerUrl: string | null;
  /** Per-address limits of every call by its class (ADR 022); off only for load tests and suites. */
  callRateLimits: boolean;
  /**
   * Tests only (ADR 040): a page request carrying the `touchline_pseudo=1` cookie is rendered
   * with every text accented and bracketed, so a text that bypasses i18next stands out.
   */
  pseudoLocale: boolean;
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
  /** Swagger UI at /api/docs; default on except in production. */
  apiDocs: boolean;
  /** The web build's `*.map` files; default on except in production. */
  sourceMaps: boolean;
  /**
   * Analytics batches and error reports (ADR 042): how many one address may post per minute to
   * one tenant, and how many days they are kept.
   */
  telemetry: { perMinute: number; retentionDays: number };
  /**
   * Graceful shutdown (ADR 044): how long /readyz answers 503 before the listener closes (give a
   * proxy polling it one interval), and the bound past which the process exits anyway.
   */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /**
   * The key of the platform's tenant calls (ADR 064); in demo mode the published demo key by
   * default, otherwise null (only accounts granted platform admin get in).
   */
  platformKey: string | null;
  /** Bearer token of GET /metrics; unset, only loopback peers not behind a proxy read it (ADR 044). */
  metricsToken: string | null;
  /**
   * Where uploads and renditions are kept (ADR 047): an S3-compatible bucket when S3_BUCKET is
   * set, else local files under DATA_DIR/media.
   */
  objectStorage: S3Settings | null;
  /** End-to-end tests of the demo only: the file whose offset moves the purchases' clock. */
  testClockFile: string | null;
  /** End-to-end tests of the demo only: `X-Test-Fault: 500` makes an API request fail (§8 reports). */
  testFaults: boolean;
  /** The Stripe provider when a secret key is set (else the sandbox), and its webhook's secret. */
  stripe: {
    secretKey: string;
    /** Stripe.js's key for the checkout's card form (public: it reaches every browser). */
    publishableKey: string;
    webhookSecret: string | null;
    api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * The demo platform key (ADR 064): public on purpose, like the demo operator keys, and accepted
 * only in demo mode unless PLATFORM_KEY is set.
 */
export const demoPlatformKey = 'pk_demo_platform_admin_key';

/** The demo tenant that unknown hosts get in demo mode, unless DEFAULT_TENANT names another. */
export const demoDefaultTenant = 'touchline';

/** A signing key made of a few repeated characters (`kkkk…`, `abcabc…`) is guessed, not secret. */
const minDistinctSecretCharacters = 16;
const guessable = (secret: string) => new Set(secret).size < minDistinctSecretCharacters;

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
  const production = e.NODE_ENV === 'production';
  const demo = (e.DEMO ?? (production ? 'off' : 'on')) === 'on';
  if (production && !demo && e.AUTH_SECRET && guessable(e.AUTH_SECRET)) {
    throw new ConfigError([
      {
        variable: 'AUTH_SECRET',
        message: `must not be guessable in production (at least ${minDistinctSecretCharacters} different characters, e.g. \`openssl rand -base64 48\`)`,
      },
    ]);
  }
  if (production && !demo && e.PLATFORM_KEY === demoPlatformKey) {
    throw new ConfigError([
      { variable: 'PLATFORM_KEY', message: 'is the published demo key; choose a random one' },
    ]);
  }
  if (e.TEST_FAULTS === 'on' && !demo) {
    throw new ConfigError([
      { variable: 'TEST_FAULTS', message: 'is for end-to-end tests of the demo only (DEMO=on)' },
    ]);
  }
  if (e.TEST_CLOCK_FILE && !demo) {
    // A real deployment runs with DEMO=off (ADR 033), so it can never move its own clock.
    throw new ConfigError([
      {
        variable: 'TEST_CLOCK_FILE',
        message: 'is for end-to-end tests of the demo only (DEMO=on)',
      },
    ]);
  }
  const path = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const objectStorage = objectStorageOf(e);
  const stripe = stripeOf(e);
  return {
    objectStorage,
    testClockFile: e.TEST_CLOCK_FILE ? path(e.TEST_CLOCK_FILE) : null,
    testFaults: e.TEST_FAULTS === 'on',
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
    demo,
    defaultTenant: e.DEFAULT_TENANT ?? (demo ? demoDefaultTenant : null),
    trustedCountryHeader: e.TRUSTED_COUNTRY_HEADER ?? null,
    nodeEnv: e.NODE_ENV,
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    pipeline: {
      maxUploadBytes: e.UPLOAD_MAX_BYTES,
      ffmpegPath: e.FFMPEG_PATH ?? null,
      ffprobePath: e.FFPROBE_PATH ?? null,
      jobWorker: (e.JOB_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      rtmp: rtmpSettings(e.RTMP_PORT ?? (e.NODE_ENV === 'test' ? 'off' : 1935), e),
    },
    ifaIssuerUrl: e.IFA_ISSUER_URL?.replace(/\/+$/, '') ?? null,
    callRateLimits: e.CALL_RATE_LIMITS === 'on',
    pseudoLocale: e.PSEUDO_LOCALE === 'on',
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
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    sourceMaps: (e.SOURCE_MAPS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    telemetry: { perMinute: e.TELEMETRY_PER_MINUTE, retentionDays: e.TELEMETRY_RETENTION_DAYS },
    shutdown: { drainDelayMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN ?? null,
    platformKey: e.PLATFORM_KEY ?? (demo ? demoPlatformKey : null),
    stripe,
  };
}

/** Stripe needs both keys, of one mode: a live secret key with a test form key charges nothing. */
function stripeOf(e: z.infer<typeof envSchema>): Config['stripe'] {
  const secretKey = e.STRIPE_SECRET_KEY;
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey) {
    if (publishableKey)
      throw new ConfigError([
        { variable: 'STRIPE_PUBLISHABLE_KEY', message: 'needs STRIPE_SECRET_KEY' },
      ]);
    return null;
  }
  if (!publishableKey)
    throw new ConfigError([
      {
        variable: 'STRIPE_PUBLISHABLE_KEY',
        message: 'is needed with STRIPE_SECRET_KEY (the checkout’s card form uses it)',
      },
    ]);
  const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (modeOf(secretKey) !== modeOf(publishableKey))
    throw new ConfigError([
      {
        variable: 'STRIPE_PUBLISHABLE_KEY',
        message: `must be a ${modeOf(secretKey)} key, as STRIPE_SECRET_KEY is`,
      },
    ]);
  return {
    secretKey,
    publishableKey,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    api: e.STRIPE_API_URL ? stripeApi(e.STRIPE_API_URL) : null,
  };
}

/** One PutObject carries at most 5 GiB; the store sends a source in one (s3-store.ts). */
export const maxObjectBytes = 5 * 1024 ** 3;

function objectStorageOf(e: z.infer<typeof envSchema>): S3Settings | null {
  const problems: { variable: string; message: string }[] = [];
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!e.S3_BUCKET) {
    // Half a configuration would silently keep media on local disk: say so instead.
    for (const variable of named)
      if (e[variable]) problems.push({ variable, message: 'needs S3_BUCKET' });
    if (problems.length > 0) throw new ConfigError(problems);
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push({
      variable: e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: "must be set together with its pair (or neither, for the SDK's own credentials)",
    });
  if (e.UPLOAD_MAX_BYTES > maxObjectBytes)
    problems.push({
      variable: 'UPLOAD_MAX_BYTES',
      message: `must be at most ${maxObjectBytes} (5 GiB) with object storage`,
    });
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    // A custom endpoint (MinIO, a local server) rarely has per-bucket host names.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'on' : 'off')) === 'on',
  };
}

function stripeApi(url: string) {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

function rtmpSettings(port: number | 'off', e: z.infer<typeof envSchema>) {
  if (port === 'off') return null;
  return { port, host: e.RTMP_HOST, publicUrl: e.RTMP_PUBLIC_URL?.replace(/\/+$/, '') ?? null };
}
