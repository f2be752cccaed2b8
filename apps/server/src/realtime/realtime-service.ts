// What the rest of the app uses to push a message: to everyone watching an event, or to one
// user's devices, within one tenant. With the Redis adapter the message reaches sockets of every
// server process.
import {
  serverMessages,
  socketRooms,
  type ServerMessageName,
  type ServerToClientEvents,
} from '@touchline/contract/socket';
import type { EventPublisher } from './event-publisher';
import type { RealtimeServer } from './realtime-types';

export type ServerMessage<K extends ServerMessageName> = Parameters<ServerToClientEvents[K]>[0];

export interface RealtimeService extends EventPublisher {
  /** Sends to every socket in the user's room of the tenant (each of their signed-in devices). */
  toUser<K extends ServerMessageName>(
    tenantId: string,
    userId: string,
    name: K,
    message: ServerMessage<K>,
  ): void;
  /** Sockets connected to this process (metrics). */
  localSockets(): number;
  /** Tells the other processes that tenants changed (set only when Redis relays). */
  staleTenants?(): void;
}

/** `relayed`: a Redis adapter joins the processes, so server-side events reach the others. */
export function createRealtimeService(
  io: RealtimeServer,
  { relayed = false }: { relayed?: boolean } = {},
): RealtimeService {
  const send = (room: string, name: ServerMessageName, message: unknown) => {
    // Parsed so that a caller's mistake fails here, loudly, instead of on every client.
    const payload: unknown = serverMessages[name].parse(message);
    const target = io.to(room) as unknown as { emit(event: string, payload: unknown): boolean };
    target.emit(name, payload);
  };
  return {
    toEvent: (tenantId, eventId, name, message) =>
      send(socketRooms.event(tenantId, eventId), name, message),
    toUser: (tenantId, userId, name, message) =>
      send(socketRooms.user(tenantId, userId), name, message),
    // The in-memory adapter has no other process to tell (and warns when asked to).
    ...(relayed
      ? {
          staleAnswers: (tenantId: string) => io.serverSideEmit('answers-stale', tenantId),
          staleTenants: () => io.serverSideEmit('tenants-stale'),
        }
      : {}),
    localSockets: () => io.of('/').sockets.size,
  };
}
