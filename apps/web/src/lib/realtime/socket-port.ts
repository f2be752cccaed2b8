// The part of a socket.io client socket the realtime client uses, typed with the contract's
// event maps; the unit tests provide a fake with the same shape.
import type { ClientToServerEvents, ServerToClientEvents } from '@touchline/contract/socket';

export type ServerMessageName = keyof ServerToClientEvents;

export interface SocketPort {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  /** A refused handshake carries the server's wire error as `data` (ADR 039). */
  on(event: 'connect_error', listener: (error: Error & { data?: unknown }) => void): unknown;
  on<K extends ServerMessageName>(event: K, listener: ServerToClientEvents[K]): unknown;
  off<K extends ServerMessageName>(event: K, listener: ServerToClientEvents[K]): unknown;
  emit<K extends keyof ClientToServerEvents>(
    event: K,
    ...args: Parameters<ClientToServerEvents[K]>
  ): unknown;
  disconnect(): unknown;
  /** Connects again, asking the auth provider for a fresh handshake (e.g. after sign-in). */
  connect(): unknown;
}

/** socket.io's `auth` callback form: asked again before every (re)connection. */
export type SocketAuthProvider = (callback: (auth: { token?: string }) => void) => void;

export type SocketConnector = (base: string, auth: SocketAuthProvider) => Promise<SocketPort>;
