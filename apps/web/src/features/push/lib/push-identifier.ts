// Spec §5: the custom-domain production identifier when the page's host is the tenant's custom
// domain, otherwise the default one; none means push is not initialised.
import type { CustomerConfig } from '@touchline/contract/customer-config';

function hostOf(url: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return null;
  }
}

export function choosePushId(
  customer: CustomerConfig['customer'],
  hostname: string,
): string | null {
  const { pushId, customDomainProductionPushId } = customer.app_config;
  const customHost = customer.custom_domain_url ? hostOf(customer.custom_domain_url) : null;
  if (customHost && customHost === hostname.toLowerCase() && customDomainProductionPushId)
    return customDomainProductionPushId;
  return pushId;
}
