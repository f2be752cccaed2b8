// The Content-Security-Policy of the portal's pages (ADR 032): scripts only from the portal's
// origin or carrying the response's nonce, never inline otherwise; what a tenant loads from other
// hosts (its CDN, an ad server, the facebook SDK) only when its settings or config name them.
import type { PaymentFacts } from '../modules/tenants/customer-config';
import type { Tenant } from '../modules/tenants/tenant';

/** Who may frame the portal when the tenant says nothing. */
export const defaultFrameAncestors = ["'self'"];

export function frameAncestorsOf(tenant: Tenant | null | undefined): string[] {
  return tenant?.settings.contentSecurity?.frameAncestors ?? defaultFrameAncestors;
}

/** The origin of an absolute http(s) URL; null for relative URLs, which are the portal's own. */
function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);

const facebook = {
  script: ['https://connect.facebook.net'],
  // The SDK frames its cross-domain helper and calls the Graph API.
  frame: ['https://*.facebook.com'],
  connect: ['https://*.facebook.com'],
};

// Stripe.js (ADR 060): its script, the card element's and 3-D Secure's frames, and its API. Only
// when the portal's provider is Stripe; a sandbox portal's pages can reach none of it.
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export type Directives = Record<string, string[]>;

export function pageDirectives(
  tenant: Tenant,
  nonce: string,
  https: boolean,
  payment: Pick<PaymentFacts, 'provider'> = { provider: 'sandbox' },
): Directives {
  const { config } = tenant;
  const content = tenant.settings.contentSecurity?.contentOrigins ?? [];
  const images = present([originOf(config.theme.logoUrl), originOf(config.theme.faviconUrl)]);
  // The realtime socket may live on another host of the tenant (customer config buildsSocketBase).
  const socketOrigin = originOf(config.buildsSocketBase);
  const socket = socketOrigin ? [socketOrigin, socketOrigin.replace(/^http/, 'ws')] : [];
  const fb = config.features.facebookLogin && config.appIds.facebook ? facebook : null;
  // The survey dialog frames the tenant's form (spec §4 "Survey"); a relative URL is a portal page.
  const survey = config.surveyFormUrl ? [originOf(config.surveyFormUrl) ?? "'self'"] : [];
  const card = payment.provider === 'stripe' ? stripe : null;
  const frames = [...survey, ...(fb?.frame ?? []), ...(card?.frame ?? [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(fb?.script ?? []), ...(card?.script ?? [])],
    // React style attributes and the toast library's injected <style> need inline styles; a
    // nonce would make browsers ignore 'unsafe-inline'. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images, ...content],
    // hls.js plays through Media Source Extensions (blob: URLs) and runs its demuxer in a blob: worker;
    // when captions are turned on again it gives the text track an empty `data:,WEBVTT` source.
    'media-src': ["'self'", 'blob:', 'data:', ...content],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...socket,
      ...content,
      ...(fb?.connect ?? []),
      ...(card?.connect ?? []),
    ],
    'font-src': ["'self'", 'data:'],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': frameAncestorsOf(tenant),
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
