// A socket.io client socket stand-in for unit tests: records what the page emits and lets the
// test connect, drop the connection and deliver server messages.
import type { SocketPort } from './socket-port';

type Listener = (message: never) => void;

export class FakeSocket implements SocketPort {
  connected = false;
  emitted: [string, unknown][] = [];
  disconnected = false;
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, message?: unknown) {
    this.emitted.push([event, message]);
    return this;
  }

  disconnect() {
    this.connected = false;
    this.disconnected = true;
    return this;
  }

  /** The connection (or a reconnection) succeeded. */
  connect() {
    this.connected = true;
    this.fire('connect');
  }

  /** The server refused the handshake with this wire error; socket.io does not try again. */
  refuse(data: unknown) {
    this.connected = false;
    this.fire('connect_error', Object.assign(new Error('refused'), { data }));
  }

  /** The connection dropped; socket.io will reconnect on its own. */
  drop() {
    this.connected = false;
    this.fire('disconnect');
  }

  /** A message from the server. */
  deliver(event: string, message: unknown) {
    this.fire(event, message);
  }

  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, message?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(message as never);
  }
}
