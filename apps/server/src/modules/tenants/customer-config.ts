// The public customer configuration of spec §3, built from the tenant's public document plus the
// values the server owns (ids, version, API base, the card provider) and the public half of its
// single sign-on.
import type { CustomerConfig, FederationClient } from '@touchline/contract/customer-config';
import type { Tenant } from './tenant';
import { federationScope } from './tenant-documents';

/** The process's card provider (ADR 060): only a publishable key, never a secret one. */
export interface PaymentFacts {
  provider: 'sandbox' | 'stripe';
  /** Stripe.js's `pk_…` key; null for the sandbox. */
  publishableKey: string | null;
}

export interface ServerFacts {
  appVersion: string;
  apiBaseUrl: string;
  payment: PaymentFacts;
}

/** Only the public half of the federation client: never the redirect list or a secret. */
function federationClientOf(tenant: Tenant): FederationClient | null {
  const ifa = tenant.settings.sso?.ifa;
  if (!ifa) return null;
  return {
    issuer: ifa.issuer,
    authorizationEndpoint: ifa.authorizationEndpoint,
    clientId: ifa.clientId,
    scope: ifa.scope ?? federationScope,
  };
}

export function toCustomerConfig(tenant: Tenant, facts: ServerFacts): CustomerConfig {
  const ifa = federationClientOf(tenant);
  return {
    ...tenant.config,
    sso: { ifaEnabled: ifa !== null, ifa },
    tenantId: tenant.id,
    shortName: tenant.slug,
    name: tenant.name,
    appVersion: facts.appVersion,
    apiBaseUrl: facts.apiBaseUrl,
    // The server charges through one provider for every tenant: the config cannot say another.
    paymentProvider: facts.payment.provider,
    cardPaymentPublicKey: facts.payment.publishableKey,
  };
}
