// One socket per page, shared by every subscriber. It connects on first use, keeps the set of
// event rooms the page wants (reference-counted, since two components may watch one event) and
// asks for them again after every reconnection: the server forgets a socket's rooms when the
// connection drops.
import type { ServerToClientEvents } from '@touchline/contract/socket';
import type {
  ServerMessageName,
  SocketAuthProvider,
  SocketConnector,
  SocketPort,
} from './socket-port';

export interface RealtimeClientOptions {
  /** The origin to connect to (see resolveSocketBase). */
  base: string;
  /** The tenant's short name, which leave-event-room carries. */
  customer: string;
  connect: SocketConnector;
  /** The signed-in user's access token, asked before each connection; null when signed out. */
  getToken?: () => Promise<string | null>;
  /** Reports a socket that could not be set up (e.g. its code failed to load). */
  onError?: (error: unknown) => void;
}

export interface RealtimeClient {
  /** Joins the event's room until the returned function is called. */
  joinEventRoom(eventId: string): () => void;
  /**
   * Joins the signed-in user's room until the returned function is called (spec §4: on connect
   * or login, left on logout). The server admits it only for the handshake token's user, so a
   * socket that connected before the sign-in reconnects with the new token first.
   */
  joinUserRoom(userId: string): () => void;
  /** Listens to a server message until the returned function is called. */
  on<K extends ServerMessageName>(name: K, listener: ServerToClientEvents[K]): () => void;
  close(): void;
}

const isRefusedToken = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { messageErrorCode?: unknown }).messageErrorCode === 'invalid_token';

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const rooms = new Map<string, number>();
  const listeners = new Map<ServerMessageName, Set<(message: never) => void>>();
  let socket: SocketPort | null = null;
  let opening: Promise<void> | null = null;
  let closed = false;
  let user: string | null = null;
  /** The server refused the handshake's token: connect without one until the next sign-in. */
  let tokenRefused = false;

  const auth: SocketAuthProvider = (callback) => {
    const getToken = tokenRefused
      ? () => Promise.resolve(null)
      : (options.getToken ?? (() => Promise.resolve(null)));
    // A token source that throws at once must still answer socket.io, so it runs inside a promise.
    Promise.resolve()
      .then(getToken)
      .then(
        (token) => callback(token ? { token } : {}),
        () => callback({}),
      );
  };

  const dispatch = (name: ServerMessageName) => (message: never) => {
    for (const listener of listeners.get(name) ?? []) listener(message);
  };
  const dispatchers = new Map<ServerMessageName, (message: never) => void>();
  const attach = (name: ServerMessageName) => {
    if (!socket || dispatchers.has(name)) return;
    const listener = dispatch(name);
    dispatchers.set(name, listener);
    socket.on(name, listener as ServerToClientEvents[typeof name]);
  };

  const open = () => {
    opening ??= options.connect(options.base, auth).then(
      (connected) => {
        if (closed) {
          connected.disconnect();
          return;
        }
        socket = connected;
        // socket.io does not retry a refused handshake on its own. A token the server does not
        // accept (a session ended elsewhere) would keep the page's event rooms shut: connect
        // again without it, as a signed-out page does; its HTTP calls sort out the session.
        socket.on('connect_error', (error) => {
          if (tokenRefused || !isRefusedToken(error.data)) return;
          tokenRefused = true;
          socket?.connect();
        });
        socket.on('connect', () => {
          for (const eventId of rooms.keys()) socket?.emit('join-event-room', { eventId });
          if (user) socket?.emit('join-user-room', { userId: user });
        });
        for (const name of listeners.keys()) attach(name);
        if (socket.connected) {
          for (const eventId of rooms.keys()) socket.emit('join-event-room', { eventId });
          if (user) socket.emit('join-user-room', { userId: user });
        }
      },
      (error: unknown) => {
        opening = null;
        options.onError?.(error);
      },
    );
  };

  return {
    joinEventRoom(eventId) {
      const holders = rooms.get(eventId) ?? 0;
      rooms.set(eventId, holders + 1);
      if (holders === 0 && socket?.connected) socket.emit('join-event-room', { eventId });
      open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (rooms.get(eventId) ?? 1) - 1;
        if (left > 0) return void rooms.set(eventId, left);
        rooms.delete(eventId);
        if (socket?.connected)
          socket.emit('leave-event-room', { eventId, customer: options.customer });
      };
    },
    joinUserRoom(userId) {
      user = userId;
      if (tokenRefused && socket) {
        // Signed in again since the refusal: this handshake carries the new token.
        tokenRefused = false;
        socket.disconnect();
        socket.connect();
      } else if (socket?.connected) {
        // The handshake carried the previous token (or none): reconnect so it carries this user's.
        socket.disconnect();
        socket.connect();
      }
      open();
      return () => {
        if (user !== userId) return;
        user = null;
        if (socket?.connected) socket.emit('leave-user-room', { userId });
      };
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      const entry = listener as (message: never) => void;
      set.add(entry);
      attach(name);
      return () => void set.delete(entry);
    },
    close() {
      closed = true;
      socket?.disconnect();
      socket = null;
      rooms.clear();
      listeners.clear();
    },
  };
}
