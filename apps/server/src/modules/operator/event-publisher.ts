// Where operator changes are announced. In the server it is `app.realtime`; in the operator command
// it is a socket.io emitter over the Redis adapter. Kept to the one method the changes need.
import type { ServerMessageName, ServerToClientEvents } from '@touchline/contract/socket';

export interface EventPublisher {
  toEvent<K extends ServerMessageName>(
    tenantId: string,
    eventId: string,
    name: K,
    message: Parameters<ServerToClientEvents[K]>[0],
  ): void;
}
