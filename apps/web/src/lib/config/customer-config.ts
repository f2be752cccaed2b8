// The tenant's public configuration: injected into index.html by the server, or fetched when
// the page comes from the Vite dev server (nothing injects it there).
import { customerConfigCall, type CustomerConfig } from '@touchline/contract/customer-config';
import { answerSchema } from '../http/lazy-answer';

declare global {
  interface Window {
    __TOUCHLINE_CONFIG__?: unknown;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parsed with the contract, or a ConfigError naming what is wrong. zod loads on demand. */
async function checked(raw: unknown, source: string): Promise<CustomerConfig> {
  const [{ customerConfig }, { parseAnswer }] = await Promise.all([
    import('@touchline/contract/customer-config'),
    import('../http/parse-answer'),
  ]);
  const parsed = parseAnswer(customerConfig, raw);
  if (!parsed.success) throw new ConfigError(`${source} is invalid: ${parsed.problem}`);
  return parsed.data as CustomerConfig;
}

/**
 * The injected config, or null when none was injected. A malformed one is an error. The server
 * parsed it with the contract before writing it into the page, so the production build takes it
 * as written and keeps zod out of the first load; development and tests check it again (ADR 065).
 */
export async function readInjectedConfig(raw: unknown): Promise<CustomerConfig | null> {
  if (raw === undefined || raw === null) return null;
  if (import.meta.env.PROD) return raw as CustomerConfig;
  return checked(raw, 'The injected customer configuration');
}

export async function fetchCustomerConfig(fetcher: typeof fetch = fetch): Promise<CustomerConfig> {
  const response = await fetcher(customerConfigCall.path, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ConfigError(`GET ${customerConfigCall.path} answered ${response.status}`);
  }
  const [schema, { parseAnswer }] = await Promise.all([
    answerSchema(customerConfigCall.response),
    import('../http/parse-answer'),
  ]);
  const parsed = parseAnswer(schema, await response.json());
  if (!parsed.success) {
    throw new ConfigError(`The customer configuration is invalid: ${parsed.problem}`);
  }
  return (parsed.data as { content: CustomerConfig }).content;
}

export async function loadCustomerConfig(
  raw: unknown = window.__TOUCHLINE_CONFIG__,
  fetcher: typeof fetch = fetch,
): Promise<CustomerConfig> {
  return (await readInjectedConfig(raw)) ?? fetchCustomerConfig(fetcher);
}
