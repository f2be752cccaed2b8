// Accounts: the secret tokens are signed with, the mail they receive, the demo federation's
// issuer, and the platform admin's key.
import { z } from 'zod';
import { ConfigError } from './config-error';
import { urlWithProtocols } from './env-values';
import type { Mode } from './runtime-env';

export const accountsEnv = z.object({
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Touchline <no-reply@localhost>'),
  IFA_ISSUER_URL: urlWithProtocols(['http', 'https']).optional(),
  /** The platform admin's key (ADR 064), sent as X-Platform-Key; unset outside demo: no key. */
  PLATFORM_KEY: z.string().min(24, 'must be at least 24 characters').max(256).optional(),
});

export interface AccountsConfig {
  /** Signs access tokens; unset, a random one is created once and kept in `${dataDir}/auth-secret`. */
  authSecret: string | null;
  /** Unset: mail is written to `${dataDir}/outbox/*.eml` and logged. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Development and tests: the demo federation tenant signs in through this OpenID issuer
   * (src/dev/local-issuer.ts). Real tenants configure `settings.sso.ifa` instead.
   */
  ifaIssuerUrl: string | null;
  /**
   * The key of the platform's tenant calls (ADR 064); in demo mode the published demo key by
   * default, otherwise null (only accounts granted platform admin get in).
   */
  platformKey: string | null;
}

/**
 * The demo platform key (ADR 064): public on purpose, like the demo operator keys, and accepted
 * only in demo mode unless PLATFORM_KEY is set.
 */
export const demoPlatformKey = 'pk_demo_platform_admin_key';

/** A signing key made of a few repeated characters (`kkkk…`, `abcabc…`) is guessed, not secret. */
const minDistinctSecretCharacters = 16;
const guessable = (secret: string) => new Set(secret).size < minDistinctSecretCharacters;

export function accountsConfig(
  e: z.infer<typeof accountsEnv>,
  { production, demo }: Mode,
): AccountsConfig {
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
  return {
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    ifaIssuerUrl: e.IFA_ISSUER_URL?.replace(/\/+$/, '') ?? null,
    platformKey: e.PLATFORM_KEY ?? (demo ? demoPlatformKey : null),
  };
}
