// socket.io's type parameters for the server side. Inbound payloads are typed `unknown` on
// purpose: they come from the network and are parsed with the contract's schemas before use.
import type { ClientMessageName, ServerToClientEvents } from '@touchline/contract/socket';
import type { Server, Socket } from 'socket.io';
import type { Tenant } from '../modules/tenants/tenant';

/** The answer to a room request, sent when the client asked for an acknowledgement. */
export type RoomAnswer =
  | { ok: true }
  | {
      ok: false;
      error: 'validation_error' | 'not_found' | 'forbidden' | 'server_error';
      message: string;
    };

export type InboundEvents = {
  [K in ClientMessageName]: (message: unknown, ack?: unknown) => void;
};

export interface SocketData {
  /** The tenant resolved from the handshake's Host header; every room name is scoped by it. */
  tenant: Tenant;
  /** The access token of the handshake (`auth.token`), if any. */
  token: string | null;
}

export type RealtimeServer = Server<InboundEvents, ServerToClientEvents, object, SocketData>;
export type RealtimeSocket = Socket<InboundEvents, ServerToClientEvents, object, SocketData>;
