// The four room requests of spec §7. Every payload is parsed with the contract's schema; a bad
// one is answered (when the client asked for an acknowledgement) and logged, never thrown. Room
// names always come from the socket's own tenant, never from the payload, so a socket cannot
// reach another tenant's rooms whatever it sends.
import type { FastifyBaseLogger } from 'fastify';
import { clientMessages, socketRooms, type ClientMessageName } from '@touchline/contract/socket';
import type { z } from 'zod';
import type { RealtimeSocket, RoomAnswer } from './realtime-types';

export interface RoomRules {
  /** Whether the event exists for the tenant; only existing events have rooms. */
  eventExists(tenantId: string, eventId: string): Promise<boolean>;
  /** The user the socket's access token belongs to, or null. */
  userOf(socket: RealtimeSocket): Promise<string | null>;
}

type Handler<K extends ClientMessageName> = (
  socket: RealtimeSocket,
  message: z.output<(typeof clientMessages)[K]>,
) => Promise<RoomAnswer>;

const ok: RoomAnswer = { ok: true };

export function createRoomHandlers(rules: RoomRules): { [K in ClientMessageName]: Handler<K> } {
  const forbidden: RoomAnswer = {
    ok: false,
    error: 'forbidden',
    message: 'The access token does not belong to this user',
  };
  return {
    'join-event-room': async (socket, { eventId }) => {
      const { tenant } = socket.data;
      if (!(await rules.eventExists(tenant.id, eventId)))
        return { ok: false, error: 'not_found', message: `No event ${eventId}` };
      await socket.join(socketRooms.event(tenant.id, eventId));
      return ok;
    },
    // `customer` names the tenant for clients that share one socket between tenants; here the
    // handshake already fixed the tenant, so the field is accepted and the socket's tenant wins.
    'leave-event-room': async (socket, { eventId }) => {
      await socket.leave(socketRooms.event(socket.data.tenant.id, eventId));
      return ok;
    },
    'join-user-room': async (socket, { userId }) => {
      if ((await rules.userOf(socket)) !== userId) return forbidden;
      await socket.join(socketRooms.user(socket.data.tenant.id, userId));
      return ok;
    },
    'leave-user-room': async (socket, { userId }) => {
      await socket.leave(socketRooms.user(socket.data.tenant.id, userId));
      return ok;
    },
  };
}

/** Wires the handlers to one socket: parse, run, answer; failures are logged and answered. */
export function listenForRoomRequests(
  socket: RealtimeSocket,
  handlers: ReturnType<typeof createRoomHandlers>,
  log: FastifyBaseLogger,
) {
  const names = Object.keys(clientMessages) as ClientMessageName[];
  for (const name of names) {
    socket.on(name, (message: unknown, ack?: unknown) => {
      const answer = (result: RoomAnswer) => {
        if (typeof ack === 'function') (ack as (a: RoomAnswer) => void)(result);
      };
      const parsed = clientMessages[name].safeParse(message);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || '(message)';
        log.warn({ socket: socket.id, message: name, field }, 'invalid realtime message');
        answer({ ok: false, error: 'validation_error', message: `Invalid ${field}` });
        return;
      }
      const handler = handlers[name] as Handler<typeof name>;
      handler(socket, parsed.data as never).then(answer, (err: unknown) => {
        log.error({ err, socket: socket.id, message: name }, 'realtime room request failed');
        answer({ ok: false, error: 'server_error', message: 'The request failed' });
      });
    });
  }
}
