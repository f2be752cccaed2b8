// How the process runs: its environment and demo mode, its data folder, its log level, and the
// hooks end-to-end tests of the demo drive it with.
import { z } from 'zod';
import { ConfigError } from './config-error';
import { onOff } from './env-values';

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const nodeEnv = z.enum(['development', 'production', 'test']);

export type LogLevel = z.infer<typeof logLevel>;

export const runtimeEnv = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: logLevel.default('info'),
  DEMO: onOff.optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a tenant slug (lower-case letters, digits and -)')
    .optional(),
  NODE_ENV: nodeEnv.default('development'),
  /** End-to-end tests only: `X-Test-Clock-Offset: <ms>` moves a request's purchases' clock. */
  TEST_CLOCK: z.enum(['on', 'off']).optional(),
  /** End-to-end tests only: an API request with `X-Test-Fault: 500` fails with a real 500. */
  TEST_FAULTS: z.enum(['on', 'off']).optional(),
});

export interface RuntimeConfig {
  dataDir: string;
  logLevel: LogLevel;
  /**
   * Demo mode (ADR 033): the demo tenants, their public operator keys and accounts are seeded on
   * a first start and their timeline follows the clock. Default on except in production.
   */
  demo: boolean;
  /** The tenant of host names no tenant lists; null (production default): such hosts get 404. */
  defaultTenant: string | null;
  nodeEnv: z.infer<typeof nodeEnv>;
  /** End-to-end tests of the demo only: `X-Test-Clock-Offset` moves a request's purchases' clock. */
  testClock: boolean;
  /** End-to-end tests of the demo only: `X-Test-Fault: 500` makes an API request fail (§8 reports). */
  testFaults: boolean;
}

/** What several areas' defaults follow: the environment, and demo mode (on except in production). */
export interface Mode {
  nodeEnv: z.infer<typeof nodeEnv>;
  production: boolean;
  demo: boolean;
}

export function modeOf(e: z.infer<typeof runtimeEnv>): Mode {
  const production = e.NODE_ENV === 'production';
  const demo = (e.DEMO ?? (production ? 'off' : 'on')) === 'on';
  return { nodeEnv: e.NODE_ENV, production, demo };
}

/** The demo tenant that unknown hosts get in demo mode, unless DEFAULT_TENANT names another. */
export const demoDefaultTenant = 'touchline';

/** `path` resolves a relative path against the repository root. */
export function runtimeConfig(
  e: z.infer<typeof runtimeEnv>,
  { demo }: Mode,
  path: (p: string) => string,
): RuntimeConfig {
  if (e.TEST_FAULTS === 'on' && !demo) {
    throw new ConfigError([
      { variable: 'TEST_FAULTS', message: 'is for end-to-end tests of the demo only (DEMO=on)' },
    ]);
  }
  if (e.TEST_CLOCK === 'on' && !demo) {
    // A real deployment runs with DEMO=off (ADR 033), so it can never move its own clock.
    throw new ConfigError([
      { variable: 'TEST_CLOCK', message: 'is for end-to-end tests of the demo only (DEMO=on)' },
    ]);
  }
  return {
    testClock: e.TEST_CLOCK === 'on',
    testFaults: e.TEST_FAULTS === 'on',
    dataDir: path(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    demo,
    defaultTenant: e.DEFAULT_TENANT ?? (demo ? demoDefaultTenant : null),
    nodeEnv: e.NODE_ENV,
  };
}
