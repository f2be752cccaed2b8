// `npm run bench -- cluster` (ADR 044): three server processes on one PostgreSQL database and one
// Redis, behind a small proxy on loopback (lib/cluster-proxy.ts). 10,000 sockets (`--quick`:
// 600) join one event room through the proxy, spread over the processes by its round robin; an
// operator score change sent through the proxy (so made on one process) must reach every socket;
// a mixed browse / play / sign-in load runs while one process is killed (SIGKILL) — the proxy
// retries what it lost, the sockets reconnect to the others; a sign-in throttle reached on one
// process must hold on the others; an upload through the proxy schedules one transcode, which
// must run once (lib/cluster-job.ts). Every phase has a time limit and everything started is
// stopped at the end, so the run ends by itself. Needs PostgreSQL (DATABASE_URL, default the
// local `test` database's server) and Redis (REDIS_URL, default the local one); a database of its
// own is created and dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import {
  clientsRole,
  nextFrom,
  startClientsWorker,
  type ClientsProgress,
  type ToClients,
} from './lib/cluster-clients';
import { jobRunsOnce } from './lib/cluster-job';
import { mixedLoad, throttleHolds } from './lib/cluster-load';
import {
  buildServer,
  processFigures,
  ready,
  startServer,
  until,
  type Server,
} from './lib/cluster-servers';
import type { BenchOptions } from './lib/options';
import { report } from './lib/report';
import { repoRoot } from './lib/server';

const proxyPort = 4570;
const serverPorts = [4571, 4572, 4573];
/** The demo tenant 127.0.0.1 resolves to (Harbour); fetch sends this Host by itself. */
const host = `127.0.0.1:${proxyPort}`;
const operatorKey = 'op_demo_harbour_operator';
const roundTimeoutMs = 10_000;
const budgetShare = 99;
const budgetP95Ms = 1_000;

const clock = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export async function benchCluster(options: BenchOptions): Promise<boolean> {
  const clients = options.quick ? 600 : 10_000;
  const loadSeconds = options.quick ? 10 : 30;
  const baseUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const dbName = `touchline_cluster_${process.pid}_${Date.now().toString(36)}`;
  buildServer();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-cluster-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    NODE_ENV: 'production',
    DEMO: 'on',
    LOG_LEVEL: 'warn',
    TRUSTED_PROXIES: '127.0.0.1',
    // Every virtual client has an address of its own (X-Forwarded-For); the sign-in throttles
    // stay on, the per-call limits are for the public internet, not a load generator.
    CALL_RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent',
  };
  const servers: Server[] = [];
  const workers: Worker[] = [];
  let proxy: ChildProcess | null = null;
  try {
    // The first process migrates and seeds; the others start on the ready database.
    servers.push(startServer(serverPorts[0]!, env));
    await until(() => ready(serverPorts[0]!), 180_000, 'the first server process');
    for (const port of serverPorts.slice(1)) servers.push(startServer(port, env));
    await until(
      async () => (await Promise.all(serverPorts.map(ready))).every(Boolean),
      180_000,
      'three ready server processes',
    );

    proxy = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/cluster-proxy.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, PROXY_PORT: String(proxyPort), UPSTREAMS: serverPorts.join(',') },
    });
    await new Promise<void>((resolve, reject) => {
      proxy!.once('message', () => resolve());
      proxy!.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
    });
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;

    const listed = await fetch(`${proxyUrl}/api/event/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'live', page: 0, size: 1 }),
    });
    const eventId = ((await listed.json()) as { content: { entries: { id: string }[] } }).content
      .entries[0]?.id;
    if (!eventId) throw new Error(`no live event (${listed.status})`);

    // The sockets, in two worker threads.
    const connectStart = clock();
    for (const share of [Math.ceil(clients / 2), Math.floor(clients / 2)])
      workers.push(
        startClientsWorker({ role: clientsRole, proxy: proxyUrl, host, eventId, clients: share }),
      );
    /**
     * Sockets joined in both workers; a worker too busy connecting to answer counts as 0. Every
     * 10 s the sockets' state goes to stderr, so a run that stalls says where.
     */
    let toldAt = 0;
    const joined = async () => {
      const statuses = await Promise.all(
        workers.map((worker) => {
          const status = nextFrom(worker, 'status', 60_000);
          worker.postMessage({ kind: 'status' } satisfies ToClients);
          return status.then(
            (s) => s.progress,
            () => null,
          );
        }),
      );
      if (Date.now() - toldAt > 10_000) {
        toldAt = Date.now();
        const sum = (key: keyof ClientsProgress) =>
          statuses.reduce((total, s) => total + (s?.[key] ?? 0), 0);
        console.error(
          `cluster: ${sum('joined')}/${clients} joined (opened ${sum('opened')}, connected ${sum('connected')}, connect errors ${sum('connectErrors')}, join retries ${sum('joinRetries')})`,
        );
      }
      return statuses.reduce((sum, s) => sum + (s?.joined ?? 0), 0);
    };
    await until(async () => (await joined()) >= clients, 600_000, `${clients} joined sockets`);
    const connectSeconds = (clock() - connectStart) / 1000;
    const spread = await Promise.all(serverPorts.map(processFigures));

    let score = 0;
    /** One score change through the proxy; each socket's delay, Infinity where none came. */
    const round = async () => {
      score += 1;
      const arm = { kind: 'arm', home: score, away: 0, timeoutMs: roundTimeoutMs } as const;
      // Listening on every socket before the change is sent.
      const armed = workers.map((worker) => {
        const next = nextFrom(worker, 'armed', 30_000);
        worker.postMessage(arm satisfies ToClients);
        return next;
      });
      await Promise.all(armed);
      const receipts = workers.map((worker) =>
        nextFrom(worker, 'received', roundTimeoutMs + 30_000),
      );
      const sentAt = clock();
      const answer = await fetch(`${proxyUrl}/api/admin/event/${eventId}/score`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey },
        body: JSON.stringify({ home: score, away: 0 }),
      });
      if (!answer.ok) throw new Error(`the score change failed (${answer.status})`);
      const at = (await Promise.all(receipts)).flatMap((r) => r.at);
      const delays = at.map((t) => t - sentAt);
      return [...delays, ...Array<number>(Math.max(0, clients - at.length)).fill(Infinity)];
    };
    const delays: number[] = [];
    for (let r = 0; r < 3; r += 1) delays.push(...(await round()));
    delays.sort((x, y) => x - y);

    const throttle = await throttleHolds(serverPorts);
    const job = await jobRunsOnce({
      proxy: proxyUrl,
      host,
      operatorKey,
      databaseUrl,
      workDir: dataDir,
    });
    if (job.skipped) console.error(`cluster: the job check did not run (${job.skipped})`);

    // Mixed load through the proxy; one process is killed a third of the way in.
    const victim = servers[1]!;
    const load = await mixedLoad(proxyUrl, eventId, loadSeconds * 1000, () => {
      victim.child.kill('SIGKILL');
    });
    const survivors = serverPorts.filter((p) => p !== victim.port);
    // Every socket is back (on the two survivors) and hears the next change.
    await until(async () => (await joined()) >= clients, 120_000, 'sockets rejoined');
    const after = (await round()).sort((x, y) => x - y);
    const reconnects = await Promise.all(
      workers.map((worker) => {
        worker.postMessage({ kind: 'status' } satisfies ToClients);
        return nextFrom(worker, 'status', 30_000).then((s) => s.reconnects);
      }),
    );
    proxy.send({ kind: 'stats' });
    const proxyStats = await new Promise<unknown>((resolve, reject) => {
      const silent = setTimeout(() => reject(new Error('the proxy sent no figures')), 30_000);
      proxy!.once('message', (m: { stats: unknown }) => {
        clearTimeout(silent);
        resolve(m.stats);
      });
    });
    const survivorFigures = await Promise.all(survivors.map(processFigures));

    const within = (sorted: number[]) =>
      (100 * sorted.filter((d) => d <= 1_000).length) / sorted.length;
    const meanRss = spread.reduce((s, f) => s + f.rssMb, 0) / spread.length;
    return report(
      'cluster',
      [
        {
          name: 'score change: share within 1 s',
          value: within(delays),
          unit: '%',
          budget: budgetShare,
          kind: 'min',
        },
        { name: 'score change: p50', value: percentile(delays, 50), unit: 'ms' },
        {
          name: 'score change: p95',
          value: percentile(delays, 95),
          unit: 'ms',
          budget: budgetP95Ms,
          kind: 'max',
        },
        {
          name: 'failed requests (one process killed)',
          value: load.failed,
          unit: 'req',
          budget: 0,
          kind: 'max',
        },
        {
          name: 'reads cut mid-answer, asked again by the client',
          value: load.clientRetries,
          unit: 'req',
        },
        { name: 'mixed load throughput', value: load.requests / load.seconds, unit: 'req/s' },
        { name: 'mixed load p50', value: load.p50, unit: 'ms' },
        { name: 'mixed load p99', value: load.p99, unit: 'ms' },
        {
          name: 'after the kill: share within 1 s',
          value: within(after),
          unit: '%',
          budget: budgetShare,
          kind: 'min',
        },
        {
          name: 'sign-in throttle held on the others',
          value: throttle ? 1 : 0,
          unit: '',
          budget: 1,
          kind: 'min',
        },
        ...(job.skipped
          ? []
          : [
              {
                name: 'job scheduled once: ran once',
                value: job.state === 'done' && job.jobs === 1 && job.attempts === 1 ? 1 : 0,
                unit: '',
                budget: 1,
                kind: 'min' as const,
              },
            ]),
        { name: 'memory per process (mean RSS)', value: meanRss, unit: 'MB' },
      ],
      {
        clients,
        connectSeconds,
        socketsPerProcess: spread.map((f) => f.sockets),
        rssMbPerProcess: spread.map((f) => Math.round(f.rssMb)),
        afterKill: survivorFigures,
        reconnects: reconnects.reduce((s, n) => s + n, 0),
        job,
        load,
        proxy: proxyStats,
      },
    );
  } finally {
    for (const worker of workers) worker.postMessage({ kind: 'close' } satisfies ToClients);
    await Promise.all(workers.map((w) => w.terminate()));
    proxy?.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
            s.child.once('exit', () => resolve());
            s.child.kill('SIGTERM');
            setTimeout(() => s.child.kill('SIGKILL'), 20_000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
