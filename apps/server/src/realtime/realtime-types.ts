// socket.io's type parameters for the server side. Inbound payloads are typed `unknown` on
// purpose: they come from the network and are parsed with the contract's schemas before use.
import type { ClientMessageName, ServerToClientEvents } from '@touchline/contract/socket';
export type { RoomAnswer } from '@touchline/contract/socket';
import type { Server, Socket } from 'socket.io';
import type { Tenant } from '../modules/tenants/tenant';

export type InboundEvents = {
  [K in ClientMessageName]: (message: unknown, ack?: unknown) => void;
};

export interface SocketData {
  /** The tenant resolved from the handshake's Host header; every room name is scoped by it. */
  tenant: Tenant;
  /** The access token of the handshake (`auth.token`), if any. */
  token: string | null;
}

/** Between server processes, through the Redis adapter (never to or from browsers). */
export interface ServerSideEvents {
  /** The tenant's cached catalogue answers are stale (modules/events/answer-cache.ts). */
  'answers-stale': (tenantId: string) => void;
  /** A tenant was created or changed: cached host lookups are stale (ADR 064). */
  'tenants-stale': () => void;
}

export type RealtimeServer = Server<
  InboundEvents,
  ServerToClientEvents,
  ServerSideEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  InboundEvents,
  ServerToClientEvents,
  ServerSideEvents,
  SocketData
>;
