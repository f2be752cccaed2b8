// The cluster bench's HTTP side: a mixed browse / play / sign-in load through the proxy, and the
// check that a sign-in throttle reached on one process holds on the others.
// The demo operator of Harbour, the tenant 127.0.0.1 resolves to (public demo credentials).
const operator = { email: 'operator@harbour.example', password: 'Floodlight-Whistle-42' };
const concurrency = 24;
/** Longer than any answer of a working cluster, even while a process is being replaced. */
const requestTimeoutMs = 15_000;

/** The value of one sample line (`name{labels} value`) of a Prometheus text page, 0 if absent. */
export function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** A client address of its own for each virtual client (the servers trust the proxy's header). */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const loginBody = (password: string, device: string) =>
  JSON.stringify({
    username: operator.email,
    password,
    device_id: device,
    device_name: `Bench ${device}`,
    strategy: 'refresh',
  });

export interface LoadFigures {
  requests: number;
  failed: number;
  failures: string[];
  /** Reads cut mid-answer and asked again by the client (never counted as passed twice). */
  clientRetries: number;
  seconds: number;
  p50: number;
  p99: number;
  byKind: Record<string, number>;
}

/**
 * `concurrency` clients for `durationMs`, each repeating: list live events, open one, fetch its
 * playlist, and every fifth round sign in (argon2: the costly call). `midway` runs a third of the way in.
 */
export async function mixedLoad(
  proxy: string,
  eventId: string,
  durationMs: number,
  midway: () => void,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const byKind: Record<string, number> = {};
  const start = performance.now();
  const end = start + durationMs;
  const killAt = setTimeout(midway, durationMs / 3);

  let clientRetries = 0;
  const request = async (
    kind: string,
    path: string,
    init: RequestInit & { from: string },
    ok: (status: number) => boolean = (s) => s === 200,
    retried = false,
  ): Promise<string> => {
    const t0 = performance.now();
    try {
      const response = await fetch(`${proxy}${path}`, {
        ...init,
        // A request that never ends is a failed one, and the load phase must end by itself.
        signal: AbortSignal.timeout(requestTimeoutMs),
        headers: {
          'x-forwarded-for': init.from,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
      const body = await response.text();
      latencies.push(performance.now() - t0);
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      if (!ok(response.status)) failures.push(`${kind} ${response.status} ${body.slice(0, 120)}`);
      return body;
    } catch (error) {
      // A read cut mid-answer (its process was killed after the proxy had passed the headers on,
      // so the proxy could not move it) is asked again once, as the portal's query client does
      // (`shouldRetry`: network failures are retried). A sign-in is not: no client repeats one.
      if (kind !== 'sign-in' && !retried) {
        clientRetries += 1;
        return request(kind, path, init, ok, true);
      }
      failures.push(`${kind} ${String(error)}`);
      return '';
    }
  };

  // Addresses of this run's own: the sign-in limit per address (50 in 15 minutes, ADR 029) lives
  // in Redis, which outlives the run, and a second run within 15 minutes would meet the first's.
  const base = 1 + Math.floor(Math.random() * 150_000);
  const client = async (n: number) => {
    const from = address(base + n);
    for (let round = 0; performance.now() < end; round += 1) {
      await request('browse', '/api/event/list', {
        method: 'POST',
        from,
        body: JSON.stringify({ status: 'live', page: 0, size: 10 }),
      });
      const detail = await request('browse', `/api/event/get_by_id/id/${eventId}`, { from });
      const source = (() => {
        try {
          return (JSON.parse(detail) as { content?: { source?: { hd?: string | null } } }).content
            ?.source?.hd;
        } catch {
          return null;
        }
      })();
      if (source?.startsWith('/media/')) await request('play', source, { from });
      if (round % 5 === 4)
        await request('sign-in', '/api/user/login', {
          method: 'POST',
          from,
          body: loginBody(operator.password, `bench-${n % 4}`),
        });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => client(n)));
  clearTimeout(killAt);
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
  return {
    requests: latencies.length + failures.filter((f) => !/ \d{3} /.test(f)).length,
    failed: failures.length,
    failures: failures.slice(0, 10),
    clientRetries,
    seconds,
    p50: at(0.5),
    p99: at(0.99),
    byKind,
  };
}

/**
 * Ten wrong passwords for one account from one address on the first process; then the right
 * password from that address on each other process must be refused (429).
 */
export async function throttleHolds(ports: number[]): Promise<boolean> {
  const from = address(200_000 + Math.floor(Math.random() * 60_000));
  const login = (port: number, password: string) =>
    fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: loginBody(password, 'bench-throttle'),
    }).then((r) => r.status);
  for (let i = 0; i < 10; i += 1)
    if ((await login(ports[0]!, 'Not-The-Password-1')) !== 401) return false;
  const others = await Promise.all(ports.slice(1).map((port) => login(port, operator.password)));
  return others.every((status) => status === 429);
}
