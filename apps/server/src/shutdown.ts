// Graceful shutdown on SIGTERM/SIGINT (ADR 044), in the order that loses nothing: say "not ready"
// (/readyz answers 503, so a proxy polling it stops sending new work), let the proxy notice, stop
// the schedules and wait for a run in progress, then close the app — its sockets are
// disconnected first (their clients reconnect to another process), the listener stops, requests
// in flight finish and idle keep-alive connections close — and only then the database, which
// those requests and runs still needed. A shutdown that hangs ends the process after a bound.
import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  app: { lifecycle: { draining: boolean }; close(): Promise<unknown> };
  /** Stops the schedules; resolves once a run in progress has finished. */
  stopWork: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How long /readyz says "draining" before the listener closes. */
  drainDelayMs: number;
  /** The whole shutdown's bound; past it the process exits with 1. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/** The shutdown, run once whatever number of signals arrive; resolves when it is over. */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { app, log } = options;
  let running: Promise<void> | null = null;

  const run = async (signal: string) => {
    log.info({ signal }, 'shutting down: draining');
    app.lifecycle.draining = true;
    const bound = setTimeout(() => {
      log.error('shutdown timed out');
      options.exit(1);
    }, options.timeoutMs);
    bound.unref();
    try {
      if (options.drainDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
      await Promise.all([options.stopWork(), app.close()]);
      await options.closeDatabase();
      log.info('shutdown complete');
      clearTimeout(bound);
      options.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      clearTimeout(bound);
      options.exit(1);
    }
  };

  return (signal) => (running ??= run(signal));
}
