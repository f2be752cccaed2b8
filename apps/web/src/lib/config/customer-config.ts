// The tenant's public configuration: injected into index.html by the server, or fetched when
// the page comes from the Vite dev server (nothing injects it there).
import {
  customerConfig,
  customerConfigCall,
  type CustomerConfig,
} from '@touchline/contract/customer-config';

declare global {
  interface Window {
    __TOUCHLINE_CONFIG__?: unknown;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The injected config, or null when none was injected. A malformed one is an error. */
export function readInjectedConfig(raw: unknown): CustomerConfig | null {
  if (raw === undefined || raw === null) return null;
  const parsed = customerConfig.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      `The injected customer configuration is invalid: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

export async function fetchCustomerConfig(fetcher: typeof fetch = fetch): Promise<CustomerConfig> {
  const response = await fetcher(customerConfigCall.path, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ConfigError(`GET ${customerConfigCall.path} answered ${response.status}`);
  }
  const parsed = customerConfigCall.response.safeParse(await response.json());
  if (!parsed.success) {
    throw new ConfigError(`The customer configuration is invalid: ${parsed.error.message}`);
  }
  return parsed.data.content;
}

export async function loadCustomerConfig(
  raw: unknown = window.__TOUCHLINE_CONFIG__,
  fetcher: typeof fetch = fetch,
): Promise<CustomerConfig> {
  return readInjectedConfig(raw) ?? fetchCustomerConfig(fetcher);
}
