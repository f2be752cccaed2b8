// The platform's tenant calls (ADR 064): a platform admin, who belongs to no one tenant's
// operators, lists the tenants, creates one and changes its host names, brand, languages, feature
// flags, device limit, payment and sign-on settings. Every change is in the changed tenant's
// audit trail.
import { z } from 'zod';
import { defineCall } from '../call';
import { featureFlags } from '../customer-config';
import { locale } from '../enums';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

/** A host name without port, lower case: DNS labels (`tv.example.com`) or an IPv4 address. */
export const tenantHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a host name (letters, digits, dots and dashes; no port, no scheme)',
  );

export const tenantHosts = z
  .array(tenantHost)
  .min(1, 'at least one host name')
  .max(20)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'host names must differ');

/** Theme colours end up inside a <style> element: plain hex colours only. */
export const brandColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'must be a hex colour (#1d4ed8)');

/** A logo served by the portal (`/media/…`) or an https address. */
const imageAddress = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/?#]+(\/\S*)?$/.test(value),
    'must be a portal path (/media/…) or an https address',
  );

export const tenantBrand = z
  .object({
    name: z.string().trim().min(1).max(80),
    primary: brandColour,
    primaryContrast: brandColour,
    accent: brandColour,
    logoUrl: imageAddress,
    faviconUrl: imageAddress.nullable(),
  })
  .strict();
export type TenantBrand = z.infer<typeof tenantBrand>;

let currencies: Set<string> | null = null;
/** The ISO 4217 codes the runtime knows (its Intl data), read once. */
const knownCurrencies = () => (currencies ??= new Set(Intl.supportedValuesOf('currency')));

/** The payment providers the portal can take payments with (ADR 045). */
export const paymentProvider = z.enum(['sandbox', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProvider>;

export const tenantPayment = z
  .object({
    provider: paymentProvider,
    /** ISO 4217 code of the tenant's prices. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code (EUR)')
      .refine((code) => knownCurrencies().has(code), 'must be a known currency'),
    /** The provider's publishable key the browser's card form uses; null for the sandbox. */
    publicKey: z.string().trim().min(1).max(200).nullable(),
  })
  .strict();
export type TenantPayment = z.infer<typeof tenantPayment>;

const ssoIssuer = z.object({
  /** OIDC issuer; its discovery document names the JWKS, token and userinfo endpoints. */
  issuer: z.url(),
  /** The client id this tenant is registered with; id tokens must be issued for it. */
  clientId: z.string().min(1),
});

/** Single sign-on per tenant; a provider that is absent is not offered (not supported). */
export const signOnSettings = z.object({
  google: ssoIssuer.optional(),
  apple: ssoIssuer.optional(),
  /**
   * The federation provider: authorization code with PKCE, exchanged by the server. The browser
   * opens `authorizationEndpoint` (public, with the client id and scope); the server accepts only
   * the listed redirect URIs.
   */
  ifa: ssoIssuer
    .extend({
      redirectUris: z.array(z.url()).min(1),
      authorizationEndpoint: z.url(),
      /** Defaults to the federation scope: an id token, and the email the account is matched by. */
      scope: z.string().min(1).optional(),
    })
    .optional(),
  /** Graph API `debug_token` at graphUrl; the app secret is in the tenant secrets. */
  facebook: z.object({ graphUrl: z.url(), appId: z.string().min(1) }).optional(),
});
export type SignOnSettings = z.infer<typeof signOnSettings>;

/** What a platform admin sets on a tenant; the slug is fixed once created. */
const tenantFields = z.object({
  hosts: tenantHosts,
  brand: tenantBrand,
  languages: z
    .array(locale)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'languages must differ'),
  defaultLanguage: locale,
  features: featureFlags,
  /** ISO 3166 alpha-2 country assumed when no trusted country header is present. */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code (GB)'),
  deviceLimit: z.number().int().min(1).max(100),
  payment: tenantPayment,
  signOn: signOnSettings,
});

const defaultAmongLanguages = (value: { languages?: string[]; defaultLanguage?: string }) =>
  value.languages === undefined ||
  value.defaultLanguage === undefined ||
  value.languages.includes(value.defaultLanguage);
const defaultLanguageIssue = {
  message: 'must be one of the languages',
  path: ['defaultLanguage'],
};

export const platformTenant = tenantFields.extend({
  id: id,
  slug: z.string(),
  createdAt: isoDate,
});
export type PlatformTenant = z.infer<typeof platformTenant>;

export const tenantSlug = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9](-?[a-z0-9])*$/, 'must be lower-case letters and digits, dashes between');

export const createPlatformTenantBody = tenantFields
  .extend({ slug: tenantSlug })
  .strict()
  .refine(defaultAmongLanguages, defaultLanguageIssue);
export type CreatePlatformTenantBody = z.infer<typeof createPlatformTenantBody>;

/** Only the fields sent change; languages and their default are checked together. */
export const updatePlatformTenantBody = tenantFields
  .partial()
  .strict()
  .refine(defaultAmongLanguages, defaultLanguageIssue);
export type UpdatePlatformTenantBody = z.infer<typeof updatePlatformTenantBody>;

const tenantAnswer = contentOf(platformTenant);

export const listPlatformTenantsCall = defineCall({
  method: 'GET',
  path: '/api/platform/tenants',
  auth: 'platform',
  summary: 'Platform admin: every tenant with its hosts, brand and settings, by slug',
  response: contentOf(z.object({ tenants: z.array(platformTenant) })),
});

export const createPlatformTenantCall = defineCall({
  method: 'POST',
  path: '/api/platform/tenants',
  auth: 'platform',
  summary:
    'Platform admin: create a tenant; it answers on its hosts at once, with an empty catalogue (audited)',
  body: createPlatformTenantBody,
  response: tenantAnswer,
  // A slug or host name another tenant already has.
  errors: ['conflict'],
});

export const updatePlatformTenantCall = defineCall({
  method: 'POST',
  path: '/api/platform/tenants/:id',
  auth: 'platform',
  summary: "Platform admin: change a tenant's hosts, brand, languages or settings (audited)",
  params: idParams,
  body: updatePlatformTenantBody,
  response: tenantAnswer,
  errors: ['conflict'],
});

/**
 * What a new tenant starts with unless told otherwise (the console's form, the operator
 * command): the portal's own colours, English, every optional feature off, the sandbox.
 */
export const newTenantDefaults: Omit<CreatePlatformTenantBody, 'slug' | 'hosts' | 'brand'> & {
  brand: Omit<TenantBrand, 'name'>;
} = {
  brand: {
    primary: '#1d4ed8',
    primaryContrast: '#ffffff',
    accent: '#14b8a6',
    logoUrl: '/media/images/tenants/touchline.svg',
    faviconUrl: null,
  },
  languages: ['en'],
  defaultLanguage: 'en',
  features: {
    matchStats: false,
    gameHighlights: false,
    playerHighlights: false,
    leaguesView: false,
    smartBanner: false,
    whiteTheme: false,
    facebookLogin: false,
    googleLogin: false,
    appleLogin: false,
    clubSelection: false,
    clubSelectionSkip: false,
    disableTeamPage: false,
    shortTeamNames: false,
    genderClassification: false,
    realKickoffTime: false,
    federationSkipLogin: false,
  },
  defaultCountry: 'GB',
  deviceLimit: 5,
  payment: { provider: 'sandbox', currency: 'EUR', publicKey: null },
  signOn: {},
};
