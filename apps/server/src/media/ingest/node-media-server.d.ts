// The part of node-media-server 4 (plain JavaScript, no types of its own) the ingest uses.
declare module 'node-media-server' {
  interface NmsSession {
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    close(): void;
  }
  type NmsEvent = 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay' | 'postPlay' | 'donePlay';
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
