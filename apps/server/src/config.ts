// The process environment, parsed once at boot. Every bad variable is reported together so one
// failed start shows everything that needs fixing. Each area's variables, their defaults and
// their checks across variables are in config/; this file puts the areas together.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accountsConfig, accountsEnv, type AccountsConfig } from './config/accounts-env';
import { ConfigError } from './config/config-error';
import { databaseConfig, databaseEnv, type DatabaseConfig } from './config/database-env';
import { httpConfig, httpEnv, type HttpConfig } from './config/http-env';
import { mediaConfig, mediaEnv, type MediaConfig } from './config/media-env';
import { paymentsConfig, paymentsEnv, type PaymentsConfig } from './config/payments-env';
import { portalConfig, portalEnv, type PortalConfig } from './config/portal-env';
import { modeOf, runtimeConfig, runtimeEnv, type RuntimeConfig } from './config/runtime-env';

export { ConfigError } from './config/config-error';
export { demoPlatformKey } from './config/accounts-env';
export { maxObjectBytes } from './config/media-env';
export { demoDefaultTenant, type LogLevel } from './config/runtime-env';

// One schema of every variable, so one parse reports every bad one.
const envSchema = z.object({
  ...httpEnv.shape,
  ...databaseEnv.shape,
  ...runtimeEnv.shape,
  ...portalEnv.shape,
  ...accountsEnv.shape,
  ...mediaEnv.shape,
  ...paymentsEnv.shape,
});

export interface Config
  extends HttpConfig,
    DatabaseConfig,
    RuntimeConfig,
    PortalConfig,
    AccountsConfig,
    MediaConfig,
    PaymentsConfig {}

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
  const mode = modeOf(e);
  const path = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  // The checks across variables run in this order, the first failing one ending the start:
  // accounts (secret, platform key), then the demo's test hooks, object storage and Stripe.
  const accounts = accountsConfig(e, mode);
  const runtime = runtimeConfig(e, mode, path);
  const media = mediaConfig(e, mode, path);
  const payments = paymentsConfig(e);
  return {
    ...httpConfig(e, mode),
    ...databaseConfig(e),
    ...runtime,
    ...portalConfig(e, mode, path),
    ...accounts,
    ...media,
    ...payments,
  };
}
