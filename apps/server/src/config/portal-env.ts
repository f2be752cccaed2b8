// What the portal's pages are served with (its build, source maps, the pseudo-locale, the API
// docs) and what they may report back (analytics and errors).
import { z } from 'zod';
import { onOff } from './env-values';
import type { Mode } from './runtime-env';

export const portalEnv = z.object({
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  PSEUDO_LOCALE: onOff.default('off'),
  API_DOCS: onOff.optional(),
  SOURCE_MAPS: onOff.optional(),
  TELEMETRY_PER_MINUTE: z.coerce.number().int('must be an integer').min(1).max(100_000).default(60),
  TELEMETRY_RETENTION_DAYS: z.coerce
    .number()
    .int('must be an integer')
    .min(1)
    .max(3650)
    .default(90),
});

export interface PortalConfig {
  webDist: string;
  /**
   * Tests only (ADR 040): a page request carrying the `touchline_pseudo=1` cookie is rendered
   * with every text accented and bracketed, so a text that bypasses i18next stands out.
   */
  pseudoLocale: boolean;
  /** Swagger UI at /api/docs; default on except in production. */
  apiDocs: boolean;
  /** The web build's `*.map` files; default on except in production. */
  sourceMaps: boolean;
  /**
   * Analytics batches and error reports (ADR 042): how many one address may post per minute to
   * one tenant, and how many days they are kept.
   */
  telemetry: { perMinute: number; retentionDays: number };
}

/** `path` resolves a relative path against the repository root. */
export function portalConfig(
  e: z.infer<typeof portalEnv>,
  { production }: Mode,
  path: (p: string) => string,
): PortalConfig {
  return {
    webDist: path(e.WEB_DIST),
    pseudoLocale: e.PSEUDO_LOCALE === 'on',
    apiDocs: (e.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    sourceMaps: (e.SOURCE_MAPS ?? (production ? 'off' : 'on')) === 'on',
    telemetry: { perMinute: e.TELEMETRY_PER_MINUTE, retentionDays: e.TELEMETRY_RETENTION_DAYS },
  };
}
