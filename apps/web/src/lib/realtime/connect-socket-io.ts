// The real connector: socket.io-client is imported on first use, so it stays out of the first
// load and only pages that subscribe to realtime messages fetch it. Reconnection follows spec §9.
import { socketRules } from '@touchline/contract/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@touchline/contract/socket';
import type { Socket } from 'socket.io-client';
import type { SocketConnector, SocketPort } from './socket-port';

export const connectSocketIo: SocketConnector = async (base, auth) => {
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(base, {
    path: socketRules.path,
    // Websocket only, no long-polling first: with several server processes behind a proxy a
    // polling session lives in one process, and the next poll may reach another (ADR 044).
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: socketRules.reconnectionDelay,
    reconnectionDelayMax: socketRules.reconnectionDelayMax,
    randomizationFactor: socketRules.randomizationFactor,
    timeout: socketRules.timeout,
    auth,
  });
  // The same methods; socket.io types listeners through conditional types over event names that
  // TypeScript cannot relate to the port's generic signature.
  return socket as SocketPort;
};
