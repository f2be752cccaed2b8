// The part of node-media-server 4 (plain JavaScript, no types of its own) the ingest uses.
declare module 'node-media-server' {
  export interface NmsSession {
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    /** The stream path's broadcast: its publisher, its players and the reconnect grace. */
    broadcast: {
      publisher: NmsSession | null;
      publishGraceMs: number;
      subscribers: Map<string, NmsSession>;
    };
    /** The RTMP protocol state of an RTMP session (the only kind the ingest listens for). */
    rtmp?: { onDeleteStream(message: unknown): void };
    close(): void;
  }
  export type NmsEvent = 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay' | 'postPlay' | 'donePlay';
  class NodeMediaServer {
    constructor(config: Record<string, unknown>);
    on(event: NmsEvent, listener: (session: NmsSession) => void): void;
    run(): Promise<void>;
    stop(): Promise<void>;
  }
  export = NodeMediaServer;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log(message: string, level?: string): void };
  export = logger;
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  const context: {
    /** The process-wide emitter every server's `on` adds its listeners to. */
    eventEmitter: EventEmitter;
  };
  export = context;
}
