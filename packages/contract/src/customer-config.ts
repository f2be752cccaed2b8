// The public runtime configuration of a tenant (spec §3 "Customer configuration").
// Injected into index.html and served at GET /api/customer/config; never holds secrets.
import { z } from 'zod';
import { defineCall } from './call';
import { locale } from './enums';

export const featureFlags = z.object({
  matchStats: z.boolean(),
  gameHighlights: z.boolean(),
  playerHighlights: z.boolean(),
  leaguesView: z.boolean(),
  smartBanner: z.boolean(),
  whiteTheme: z.boolean(),
  facebookLogin: z.boolean(),
  googleLogin: z.boolean(),
  appleLogin: z.boolean(),
  clubSelection: z.boolean(),
  /**
   * With club selection on: the viewer may skip the choice on /club/ ("skip where the tenant
   * allows", spec §2) and is not sent back there on this browser. Older rows lack it: off.
   */
  clubSelectionSkip: z.boolean().default(false),
  disableTeamPage: z.boolean(),
  shortTeamNames: z.boolean(),
  genderClassification: z.boolean(),
  realKickoffTime: z.boolean(),
  federationSkipLogin: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;

export const tenantTheme = z.object({
  /** CSS colours of the brand; the rest of the palette derives from them. */
  primary: z.string(),
  primaryContrast: z.string(),
  accent: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string().nullable(),
});

/**
 * The public half of a tenant's federation (`ifa`) client: the browser opens the authorization
 * endpoint with PKCE and hands the code to POST /api/oauth2/token. Any client secret stays on
 * the server.
 */
export const federationClient = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  /** Space-separated scopes to ask for. */
  scope: z.string(),
});
export type FederationClient = z.infer<typeof federationClient>;

/**
 * A per-path route rule (spec §2): a visit to `from` (a portal path, trailing slash optional) is
 * sent to `to`, a portal path or an absolute http(s) URL, which is opened by a full page load.
 */
export const routeRule = z.object({
  from: z.string().regex(/^\/(?!\/)[^\s?#]*$/, 'must be a portal path'),
  to: z.union([
    z.string().regex(/^\/(?!\/)[^\s#]*$/, 'must be a portal path or an http(s) URL'),
    z.url({ protocol: /^https?$/ }),
  ]),
});
export type RouteRule = z.infer<typeof routeRule>;

export const customerConfig = z.object({
  tenantId: z.string(),
  shortName: z.string(),
  name: z.string(),
  theme: tenantTheme,
  languages: z.array(locale).min(1),
  defaultLanguage: locale,
  flavour: z.enum(['standard', 'alternate']),
  features: featureFlags,
  customer: z.object({
    app_config: z.object({
      webAnalyticsId: z.string().nullable(),
      pushId: z.string().nullable(),
      customDomainProductionPushId: z.string().nullable(),
    }),
    custom_domain_url: z.string().nullable(),
    enableNotifications: z.boolean(),
  }),
  appIds: z.object({
    facebook: z.string().nullable(),
    google: z.string().nullable(),
    apple: z.string().nullable(),
  }),
  surveyFormUrl: z.string().nullable(),
  storeUrl: z.string().nullable(),
  appDeepLink: z.string().nullable(),
  cardPaymentPublicKey: z.string().nullable(),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  buildsSocketBase: z.string().nullable(),
  apiBaseUrl: z.string(),
  appVersion: z.string(),
  errorReportingKey: z.string().nullable(),
  /** Per-path redirects applied by the global route-rules guard; older rows have none. */
  routeRules: z.array(routeRule).max(200).default([]),
  sso: z.object({
    /** Single sign-on through the federation is configured: signed-out guards lead to `/`. */
    ifaEnabled: z.boolean(),
    /** What the browser needs to start the federation's code flow; null when not offered. */
    ifa: federationClient.nullable(),
  }),
});
export type CustomerConfig = z.infer<typeof customerConfig>;

export const customerConfigCall = defineCall({
  method: 'GET',
  path: '/api/customer/config',
  auth: 'none',
  summary: "The tenant's public configuration",
  response: z.object({ content: customerConfig }),
});
