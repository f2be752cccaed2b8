// The HTTP client every feature's API files call through. It is created once at boot from the
// tenant's config (its API base URL); tests install one backed by a fake fetch.
import type { HttpClient } from '../http/http-client-types';

let current: HttpClient | null = null;

export function installApiClient(client: HttpClient) {
  current = client;
}

export function apiClient(): HttpClient {
  if (!current) throw new Error('The API client is used before the app installed it');
  return current;
}
