// socket.io clients for the realtime tests: connect as a given Host (which picks the tenant),
// ask for a room with an acknowledgement, and wait for a message.
import type { ServerMessageName } from '@touchline/contract/socket';
import { io, type Socket } from 'socket.io-client';
import type { RoomAnswer } from './realtime-types';

export interface ClientOptions {
  /** The Host header the server sees, e.g. `localhost:4320` or `127.0.0.1:4320`. */
  host: string;
  auth?: Record<string, unknown>;
  origin?: string;
}

/** Connects over websocket to the listening app at `address` (e.g. `http://127.0.0.1:4567`). */
export function openClient(address: string, options: ClientOptions): Socket {
  return io(address, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.auth ?? {},
    extraHeaders: { host: options.host, ...(options.origin ? { origin: options.origin } : {}) },
  });
}

export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export const connectClient = (address: string, options: ClientOptions) =>
  connected(openClient(address, options));

export function ask(socket: Socket, name: string, message: unknown): Promise<RoomAnswer> {
  return socket.timeout(5_000).emitWithAck(name, message) as Promise<RoomAnswer>;
}

/** The next `name` message the socket receives. */
export function nextMessage(socket: Socket, name: ServerMessageName, timeoutMs = 5_000) {
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, receive);
      reject(new Error(`no ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    function receive(message: unknown) {
      clearTimeout(timer);
      socket.off(name, receive);
      resolve(message);
    }
    socket.on(name, receive);
  });
}

/** Records every message the socket receives, in order. */
export function recordMessages(socket: Socket) {
  const received: { name: string; message: unknown }[] = [];
  socket.onAny((name: string, message: unknown) => received.push({ name, message }));
  return received;
}
