// Prometheus metrics of one server process (ADR 044). Each app has its own registry, so two apps
// in one test process never count into each other; a scraper reads every process on its own and
// sums (no cluster aggregation here: with many processes behind a proxy, /metrics answers for
// whichever one the request reached, so scrape each process's own address).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the pool gauges read: node-postgres pools have these counts; PGlite has none. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsSources {
  /** socket.io sockets connected to this process. */
  sockets: () => number;
  /** Open HTTP connections (websockets included) of this process's server. */
  connections: () => Promise<number>;
  /** The database client (drizzle's `$client`): a pool, or PGlite. */
  databaseClient: () => unknown;
  /** Jobs in the queue by kind and state, every tenant together (the queue is shared by all
   *  processes, so each process reports the same figures: take one, do not sum). */
  jobCounts?: () => Promise<{ kind: string; state: string; count: number }[]>;
}

const isPool = (client: unknown): client is PoolCounts =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as PoolCounts).totalCount === 'number' &&
  typeof (client as PoolCounts).waitingCount === 'number';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'touchline_http_request_duration_seconds',
    help: 'HTTP answers by contract call (or route pattern), method and status class',
    labelNames: ['call', 'method', 'status'] as const,
    // Catalogue answers take milliseconds; sign-ins (argon2) and page renders tens to hundreds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const answerCache = new Counter({
    name: 'touchline_answer_cache_lookups_total',
    help: 'Anonymous catalogue answer lookups: hit (fresh), stale (given while renewed), miss',
    labelNames: ['result'] as const,
    registers,
  });
  const playbackTokens = new Counter({
    name: 'touchline_playback_tokens_issued_total',
    help: 'Signed playback addresses issued',
    registers,
  });

  /** Gauges read their sources at scrape time only. */
  const watch = (sources: MetricsSources) => {
    new Gauge({
      name: 'touchline_realtime_sockets',
      help: 'socket.io sockets connected to this process',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    new Gauge({
      name: 'touchline_http_open_connections',
      help: 'Open HTTP connections of this process (websockets included)',
      registers,
      async collect() {
        this.set(await sources.connections());
      },
    });
    new Gauge({
      name: 'touchline_db_pool_connections',
      help: 'Database pool connections by state (absent with the embedded database)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const client = sources.databaseClient();
        if (!isPool(client)) return;
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
    const { jobCounts } = sources;
    if (jobCounts)
      new Gauge({
        name: 'touchline_job_queue_jobs',
        help: 'Jobs in the shared queue by kind and state (queued + running = its depth)',
        labelNames: ['kind', 'state'] as const,
        registers,
        async collect() {
          const counts = await jobCounts();
          // A state that emptied reads as the source says (0), never as its last count.
          this.reset();
          for (const { kind, state, count } of counts) this.set({ kind, state }, count);
        },
      });
  };

  return { registry, httpDuration, answerCache, playbackTokens, watch };
}

export type Metrics = ReturnType<typeof createMetrics>;
