// A small reverse proxy on loopback for the cluster bench (run as a child process): round robin
// over the server processes, websocket upgrades piped through, and the retries a production
// proxy makes (nginx `proxy_next_upstream error`, HAProxy `retry-on conn-failure`): a request
// whose upstream fails before answering — refused, reset, killed mid-request — goes to the next
// live process. An upstream that fails is taken out until its /readyz answers 200 again, so a
// draining process (503) also stops getting new work. The client's X-Forwarded-For is passed on
// with the peer appended; the servers trust 127.0.0.1 as their proxy.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';

const port = Number(process.env.PROXY_PORT);
const upstreams = (process.env.UPSTREAMS ?? '').split(',').map(Number);
const healthIntervalMs = 250;
const stats = { requests: 0, retried: 0, failed: 0, upgrades: 0, upgradeRetries: 0 };
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
    const probe = httpRequest({ host: '127.0.0.1', port: upstream, path: '/readyz' }, (answer) => {
      if (answer.statusCode === 200) down.delete(upstream);
      answer.resume();
    });
    probe.on('error', () => undefined);
    probe.setTimeout(healthIntervalMs, () => probe.destroy());
    probe.end();
  }
}, healthIntervalMs).unref();

process.on('message', (message: { kind: string }) => {
  if (message.kind === 'stats') process.send?.({ kind: 'stats', stats, down: [...down] });
  if (message.kind === 'close') process.exit(0);
});
// The bench's process ends: so does the proxy.
process.on('disconnect', () => process.exit(0));

server.listen(port, '127.0.0.1', () => process.send?.({ kind: 'ready' }));
