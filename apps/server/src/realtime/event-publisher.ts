// Where event changes are announced: the operator's changes and the status sweep send through it,
// and the answer cache wraps it to forget a tenant's answers first. In the server it is
// `app.realtime`; in the operator command a socket.io emitter over the Redis adapter. Kept to the
// one method the changes need, so each side depends on this interface rather than on the other.
import type { ServerMessageName, ServerToClientEvents } from '@touchline/contract/socket';

export interface EventPublisher {
  /** Sends to every socket in the event's room of the tenant. */
  toEvent<K extends ServerMessageName>(
    tenantId: string,
    eventId: string,
    name: K,
    message: Parameters<ServerToClientEvents[K]>[0],
  ): void;
  /**
   * Tells every other server process that the tenant's cached answers are stale; absent where
   * there is no other process to tell (one process, no Redis).
   */
  staleAnswers?(tenantId: string): void;
}
