// The page's realtime client, made on first use from the tenant's config; null when the socket
// base is missing (see socket-base.ts).
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { apiClient } from '../app/api-client';
import { connectSocketIo } from './connect-socket-io';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import { resolveSocketBase } from './socket-base';

const clients = new WeakMap<CustomerConfig, RealtimeClient | null>();

/** The signed-in user's token for the handshake, so the server can admit the user's room. */
const accessToken = () => apiClient().freshToken();

export function realtimeClientFor(config: CustomerConfig): RealtimeClient | null {
  if (clients.has(config)) return clients.get(config) ?? null;
  const base = resolveSocketBase(config.buildsSocketBase, window.location.origin);
  const client =
    base === null
      ? null
      : createRealtimeClient({
          base,
          customer: config.shortName,
          connect: connectSocketIo,
          getToken: accessToken,
          onError: (error) => console.error('Realtime is unavailable', error),
        });
  clients.set(config, client);
  return client;
}
