// The four room requests of spec §7. Every payload is parsed with the contract's schema; a bad
// one is answered (when the client asked for an acknowledgement) and logged, never thrown. Room
// names always come from the socket's own tenant, never from the payload, so a socket cannot
// reach another tenant's rooms whatever it sends.
import type { FastifyBaseLogger } from 'fastify';
import { clientMessages, socketRooms, type ClientMessageName } from '@touchline/contract/socket';
import { errorMessages, type ErrorCode, type WireError } from '@touchline/contract/errors';
import type { z } from 'zod';
import { wireError } from '../http/wire-error';
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

/** A refusal in the wire format of HTTP failures, `ok: false` added. */
const refused = (code: ErrorCode, message: string, fields?: WireError['fields']): RoomAnswer => ({
  ok: false,
  ...wireError(code, message, fields ? { fields } : {}),
});

export function createRoomHandlers(rules: RoomRules): { [K in ClientMessageName]: Handler<K> } {
  const forbidden = refused('forbidden', 'The access token does not belong to this user');
  return {
    'join-event-room': async (socket, { eventId }) => {
      const { tenant } = socket.data;
      if (!(await rules.eventExists(tenant.id, eventId)))
        return refused('not_found', `No event ${eventId}`);
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
        // Named like the fields of an HTTP validation failure: an unknown key is its own field.
        const fields = parsed.error.issues.flatMap((issue) => {
          const at = issue.path.join('.');
          if (issue.code === 'unrecognized_keys')
            return issue.keys.map((key) => ({
              path: at ? `${at}.${key}` : key,
              message: 'is not allowed',
            }));
          return [{ path: at || '(message)', message: issue.message }];
        });
        const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
        log.warn({ socket: socket.id, message: name, fields }, 'invalid realtime message');
        answer(refused('validation_error', `Invalid ${name}: ${summary}`, fields));
        return;
      }
      const handler = handlers[name] as Handler<typeof name>;
      handler(socket, parsed.data as never).then(answer, (err: unknown) => {
        log.error({ err, socket: socket.id, message: name }, 'realtime room request failed');
        answer(refused('internal_error', errorMessages.fallback));
      });
    });
  }
}
