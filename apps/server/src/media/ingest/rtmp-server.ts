// The RTMP listener encoders push to (node-media-server, ADR 056). It only receives: whether a
// push may go on is asked of `admit` (the stream key's check), and the picture leaves it only to
// the packager on this machine — a player from anywhere else is turned away, or it could watch a
// paid game's raw feed without a ticket.
import { createServer, connect } from 'node:net';
import type { NmsEvent, NmsSession } from 'node-media-server';

export interface PushSession {
  /** node-media-server's session id. */
  id: string;
  /** The first path part: the tenant. */
  app: string;
  /** The second: the stream key. */
  name: string;
}

export interface RtmpHooks {
  /** Whether the push may go on; refused pushes are disconnected. */
  admit(session: PushSession): Promise<boolean>;
  /**
   * The push has ended, admitted or not: the encoder stopped its stream, or its connection dropped
   * and did not come back within the reconnect grace.
   */
  ended(session: PushSession): void;
  warn(message: string, error?: unknown): void;
}

export interface RtmpServer {
  port: number;
  /** The local address the packager reads a push from. */
  localUrl(session: PushSession): string;
  stop(): Promise<void>;
}

const loopback = (ip: string) =>
  ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');

/** Whether the port can be bound: node-media-server ends the whole process when it cannot. */
function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(new Error(`RTMP port ${port} is not free: ${error.message}`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function waitListening(port: number, host: string, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`RTMP server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

let running = false;

/**
 * Starts the listener. node-media-server keeps its state in module globals, so one process holds
 * one listener; a second start is refused rather than silently sharing the first.
 */
export async function startRtmpServer(options: {
  port: number;
  host: string;
  /**
   * How long a dropped push may reconnect and go on as the same broadcast. An encoder that ends
   * its stream (RTMP `deleteStream`, which OBS and ffmpeg send when stopped) is not coming back:
   * its push ends at once.
   */
  reconnectGraceMs: number;
  /** node-media-server's own small store (stream history); under DATA_DIR. */
  stateDir: string;
  hooks: RtmpHooks;
}): Promise<RtmpServer> {
  if (running) throw new Error('an RTMP server already runs in this process');
  await checkPortFree(options.port, options.host);
  running = true;
  const { default: NodeMediaServer } = await import('node-media-server');
  // Its logger prints to the console from debug up; the portal's log takes its warnings only.
  const { default: logger } = await import('node-media-server/src/core/logger.js');
  logger.log = (message, level = 'info') => {
    if (level === 'warn' || level === 'error') options.hooks.warn(`rtmp: ${message}`);
  };
  const server = new NodeMediaServer({
    bind: options.host,
    rtmp: { port: options.port, chunk_size: 60000, gop_cache: true, ping: 30, ping_timeout: 60 },
    webadmin: { enable: false },
    store: { path: options.stateDir },
  });
  // The broadcasts (app/name) whose admitted push holds the path, each with a packager to stop
  // when the push ends. By path, not by session: a push resumed within the grace is a new session
  // of the same broadcast, and node-media-server never ends the session it replaced; a second
  // push to a held path is refused by the library after our check has passed it.
  const admitted = new Set<string>();
  const pathOf = (s: { streamApp: string; streamName: string }) => `${s.streamApp}/${s.streamName}`;
  const sessionOf = (s: { id: string; streamApp: string; streamName: string }): PushSession => ({
    id: s.id,
    app: s.streamApp,
    name: s.streamName,
  });
  // node-media-server keeps its listeners on one emitter for the whole process, and its stop()
  // leaves them there: a listener of a stopped server would go on judging the pushes a later
  // server in the same process takes (a test file's second portal), against a closed database.
  // A default import: node finds no named exports in this CommonJS module (`module.exports = X`).
  const { default: context } = await import('node-media-server/src/core/context.js');
  const listeners: [NmsEvent, (session: NmsSession) => void][] = [];
  const on = (event: NmsEvent, listener: (session: NmsSession) => void) => {
    listeners.push([event, listener]);
    server.on(event, listener);
  };
  on('prePublish', (session) => {
    // node-media-server waits out its grace (30 s by default) after any publisher's socket
    // closes; a clean end of stream sets it to nothing for this broadcast, and the next push on
    // the path starts with the configured one again.
    session.broadcast.publishGraceMs = options.reconnectGraceMs;
    const rtmp = session.rtmp;
    if (rtmp) {
      const deleteStream = rtmp.onDeleteStream.bind(rtmp);
      rtmp.onDeleteStream = (message) => {
        // Only the broadcast's own publisher: a second push to a path already taken is refused,
        // and its end must not take the grace from the push that holds it.
        if (session.broadcast.publisher === session) session.broadcast.publishGraceMs = 0;
        deleteStream(message);
      };
    }
    options.hooks
      .admit(sessionOf(session))
      .then((ok) => {
        if (!ok) session.close();
        // By now the library has made this session the publisher, or refused it the path.
        else if (session.broadcast.publisher === session) admitted.add(pathOf(session));
      })
      .catch((error: unknown) => {
        options.hooks.warn('live push check failed; the push is refused', error);
        session.close();
      });
  });
  on('donePublish', (session) => {
    // The listener keeps its players attached for a publisher that may come back. This one will
    // not: its packager is told by the end of its input and closes the playlists itself (a
    // signal alone reaches ffmpeg only between packets, and none come any more).
    for (const player of session.broadcast.subscribers.values()) player.close();
    // A refused push ends too; only an admitted one has something to finish. The library reports
    // the end of the path's publisher only, whichever session of the broadcast that is by then.
    if (admitted.delete(pathOf(session))) options.hooks.ended(sessionOf(session));
  });
  on('prePlay', (session) => {
    if (!loopback(session.ip)) session.close();
  });
  await server.run();
  await waitListening(options.port, options.host, Date.now() + 10_000);
  return {
    port: options.port,
    localUrl: (session) =>
      `rtmp://127.0.0.1:${options.port}/${encodeURIComponent(session.app)}/${encodeURIComponent(session.name)}`,
    stop: async () => {
      await server.stop();
      for (const [event, listener] of listeners) context.eventEmitter.off(event, listener);
      running = false;
    },
  };
}
