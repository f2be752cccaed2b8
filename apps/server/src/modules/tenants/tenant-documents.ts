// The three JSON documents a tenant row keeps apart: what the browser may see, server-only
// settings, and secrets. They are validated when read, so a hand-edited row fails loudly.
import { z } from 'zod';
import { customerConfig, tenantTheme } from '@touchline/contract/customer-config';
import { signOnSettings } from '@touchline/contract/calls/platform-tenants';

/** Theme colours end up inside a <style> element; only plain hex colours are accepted. */
const cssColour = z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'must be a hex colour');

export const tenantPublicConfig = customerConfig
  // `sso` is derived from the server settings below, so the two cannot disagree.
  .omit({
    tenantId: true,
    shortName: true,
    name: true,
    appVersion: true,
    apiBaseUrl: true,
    sso: true,
  })
  .extend({
    theme: tenantTheme.extend({
      primary: cssColour,
      primaryContrast: cssColour,
      accent: cssColour,
    }),
  });
export type TenantPublicConfig = z.infer<typeof tenantPublicConfig>;

/**
 * Single sign-on per tenant; a provider that is absent is not offered. The shape is the
 * contract's, since a platform admin sets it through the admin API (ADR 064).
 */
export const tenantSso = signOnSettings;
export type TenantSso = z.infer<typeof tenantSso>;

/**
 * Spec §9 names `profile` for the federation; `openid` (an id token to verify) and `email` (to
 * match an existing account) are what the server's exchange needs besides.
 */
export const federationScope = 'openid email profile';

/** A scheme and host (optionally `*.` and a port) that is safe to place in a CSP header. */
const policyOrigin = z
  .string()
  .regex(
    /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/,
    'must be an origin: http(s)://host[:port], lower case, nothing after',
  );

/**
 * What the browser security headers allow beyond the portal's own origin (ADR 032).
 * frameAncestors: who may frame the portal (`'self'` by default, `'none'` alone, or origins).
 * contentOrigins: hosts the pages load images, video, ad documents and API data from (a CDN, an
 * ad server), added to img-src, media-src and connect-src.
 */
export const tenantContentSecurity = z.object({
  frameAncestors: z
    .array(z.union([z.literal("'self'"), z.literal("'none'"), policyOrigin]))
    .min(1)
    .refine(
      (list) => !list.includes("'none'") || list.length === 1,
      "'none' cannot be combined with other sources",
    )
    .optional(),
  contentOrigins: z.array(policyOrigin).optional(),
});
export type TenantContentSecurity = z.infer<typeof tenantContentSecurity>;

export const tenantSettings = z.object({
  /** ISO 3166 alpha-2 country assumed when no trusted country header is present. */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  deviceLimit: z.number().int().min(1),
  /** How many protected streams one account may watch at once (ADR 046); unset: no limit. */
  streamLimit: z.number().int().min(1).max(50).optional(),
  /** ISO 4217 code of the tenant's prices (ADR 064); older rows lack it and mean EUR. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /**
   * The portal's public origin (scheme, host, port), for links in mail. Unset: PUBLIC_URL, else
   * the tenant's first host on the server's port. Never taken from a request's headers.
   */
  publicOrigin: z
    .url()
    .regex(/^https?:\/\/[^/?#@]+$/, 'must be an origin: http(s)://host[:port], nothing after')
    .optional(),
  sso: tenantSso.optional(),
  contentSecurity: tenantContentSecurity.optional(),
  /** Where analytics batches are forwarded as they arrive (a Segment-compatible batch URL). */
  analyticsForwardUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Present on demo tenants: the instant the seeded timeline is relative to. */
  demo: z.object({ anchor: z.iso.datetime() }).optional(),
});
export type TenantSettings = z.infer<typeof tenantSettings>;

export const tenantSecrets = z.object({
  paymentSecretKey: z.string().optional(),
  paymentWebhookSecret: z.string().optional(),
  vapidPrivateKey: z.string().optional(),
  smtpUrl: z.string().optional(),
  facebookAppSecret: z.string().optional(),
  /** Set when the federation provider registered this tenant as a confidential client. */
  ifaClientSecret: z.string().optional(),
});
export type TenantSecrets = z.infer<typeof tenantSecrets>;
