// The public customer configuration of spec §3, built from the tenant's public document plus the
// values the server owns (ids, version, API base).
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { Tenant } from './tenant';

export interface ServerFacts {
  appVersion: string;
  apiBaseUrl: string;
}

export function toCustomerConfig(tenant: Tenant, facts: ServerFacts): CustomerConfig {
  return {
    ...tenant.config,
    tenantId: tenant.id,
    shortName: tenant.slug,
    name: tenant.name,
    appVersion: facts.appVersion,
    apiBaseUrl: facts.apiBaseUrl,
  };
}
