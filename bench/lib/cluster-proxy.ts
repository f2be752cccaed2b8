// A small reverse proxy on loopback for the cluster bench (run as a child process): round robin
// over the server processes, websocket upgrades piped through, and the retries a production
// proxy makes (nginx `proxy_next_upstream error`, HAProxy `retry-on conn-failure`): a request
// whose upstream fails before answering — refused, reset, killed mid-request — goes to the next
// live process. An upstream that fails is taken out until its /readyz answers 200 again, so a
// draining process (503) also stops getting new work. The client's X-Forwarded-For is passed on
// with the peer appended; the servers trust 127.0.0.1 as their proxy.
// Like nginx, it runs as several worker processes on one listening port (node:cluster): a piped
// websocket holds two descriptors in the proxy, so 10,000 sockets in one process would need
// 20,000 — this machine's whole per-process limit (`ulimit -n`), after which accepts fail with
// EMFILE and clients retry in a storm. Each worker balances and checks health on its own.
import cluster from 'node:cluster';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';

const port = Number(process.env.PROXY_PORT);
const upstreams = (process.env.UPSTREAMS ?? '').split(',').map(Number);
const workerCount = Math.max(1, Number(process.env.PROXY_WORKERS ?? 4));
const healthIntervalMs = 250;

type ProxyStats = Record<'requests' | 'retried' | 'failed' | 'upgrades' | 'upgradeRetries', number>;
const emptyStats = (): ProxyStats => ({
  requests: 0,
  retried: 0,
  failed: 0,
  upgrades: 0,
  upgradeRetries: 0,
});

if (cluster.isPrimary) {
  // The primary accepts and hands each connection to a worker in turn; the bench talks to it.
  cluster.setupPrimary({ silent: false });
  const workers = Array.from({ length: workerCount }, () => cluster.fork());
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workerCount) process.send?.({ kind: 'ready' });
  });
  const statsOf = (worker: (typeof workers)[number]) =>
    new Promise<{ stats: ProxyStats; down: number[] }>((resolve) => {
      const onMessage = (message: { kind: string; stats: ProxyStats; down: number[] }) => {
        if (message.kind !== 'stats') return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.send({ kind: 'stats' });
    });
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'stats')
      void Promise.all(workers.map(statsOf)).then((all) => {
        const stats = emptyStats();
        for (const one of all)
          for (const key of Object.keys(stats) as (keyof ProxyStats)[])
            stats[key] += one.stats[key];
        const down = [...new Set(all.flatMap((one) => one.down))];
        process.send?.({ kind: 'stats', stats, down, workers: workerCount });
      });
    if (message.kind === 'close') process.exit(0);
  });
  // The bench's process ends: so does the proxy (its workers end with it).
  process.on('disconnect', () => process.exit(0));
} else {
  serveWorker();
}

function serveWorker() {
  const stats = emptyStats();
  const down = new Set<number>();
  let next = 0;

  /** The live upstreams in round-robin order, starting from the next one. */
  function order(): number[] {
    const live = upstreams.filter((u) => !down.has(u));
    const start = next++ % Math.max(1, live.length);
    return [...live.slice(start), ...live.slice(0, start)];
  }

  function forwardedFor(request: IncomingMessage): string {
    const given = request.headers['x-forwarded-for'];
    const peer = request.socket.remoteAddress ?? '127.0.0.1';
    return given ? `${String(given)}, ${peer}` : peer;
  }

  const server = createServer((request, response) => {
    stats.requests += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const tries = order();
      const attempt = (i: number) => {
        const upstream = tries[i];
        if (upstream === undefined) {
          stats.failed += 1;
          response.writeHead(502).end('no upstream answered');
          return;
        }
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port: upstream,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            // An upstream killed mid-answer: pipe never ends the client's response, whose
            // reader would wait forever for the rest; cut it so the client sees the loss.
            answer.on('close', () => {
              if (!answer.complete) response.destroy();
            });
          },
        );
        outgoing.on('error', () => {
          // Nothing was sent to the client yet: the next process gets the request.
          down.add(upstream);
          if (response.headersSent) {
            response.destroy();
            return;
          }
          stats.retried += 1;
          attempt(i + 1);
        });
        outgoing.end(body);
      };
      attempt(0);
    });
  });

  server.on('upgrade', (request, client, head) => {
    stats.upgrades += 1;
    const tries = order();
    const attempt = (i: number) => {
      const upstream = tries[i];
      if (upstream === undefined) return client.destroy();
      const socket = connect(upstream, '127.0.0.1');
      socket.once('error', () => {
        down.add(upstream);
        stats.upgradeRetries += 1;
        socket.destroy();
        attempt(i + 1);
      });
      socket.once('connect', () => {
        const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
        const lines = Object.entries(headers).map(([k, v]) => `${k}: ${String(v)}`);
        socket.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) socket.write(head);
        socket.removeAllListeners('error');
        socket.on('error', () => client.destroy());
        client.on('error', () => socket.destroy());
        socket.pipe(client).pipe(socket);
      });
    };
    attempt(0);
  });

  /** Brings an upstream back once its /readyz answers 200. */
  setInterval(() => {
    for (const upstream of down) {
      const probe = httpRequest(
        { host: '127.0.0.1', port: upstream, path: '/readyz' },
        (answer) => {
          if (answer.statusCode === 200) down.delete(upstream);
          answer.resume();
        },
      );
      probe.on('error', () => undefined);
      probe.setTimeout(healthIntervalMs, () => probe.destroy());
      probe.end();
    }
  }, healthIntervalMs).unref();

  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'stats') process.send?.({ kind: 'stats', stats, down: [...down] });
  });
  process.on('disconnect', () => process.exit(0));

  // A backlog for bursts of thousands of connections (the kernel caps it at net.core.somaxconn).
  server.listen({ port, host: '127.0.0.1', backlog: 4096 });
}
