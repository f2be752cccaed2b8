// The HTTP client every feature's API files call through. It is created once at boot from the
// tenant's config (its API base URL); tests install one backed by a fake fetch. The server, which
// renders pages for several tenants at once, installs a lookup of the client of the page being
// rendered instead (entry-server.tsx).
import type { HttpClient } from '../http/http-client-types';

let current: HttpClient | null = null;
let lookup: (() => HttpClient | null) | null = null;

export function installApiClient(client: HttpClient) {
  current = client;
}

/** Server rendering: the client of the render in progress, found per call. */
export function installApiClientLookup(find: () => HttpClient | null) {
  lookup = find;
}

export function apiClient(): HttpClient {
  const client = lookup?.() ?? current;
  if (!client) throw new Error('The API client is used before the app installed it');
  return client;
}
