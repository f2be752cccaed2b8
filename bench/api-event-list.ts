// API throughput and latency with 100k events in PostgreSQL (bench/seed-100k.ts), beside a bare
// Fastify JSON route answering the same bytes. autocannon drives each case in turn (warm-up, then
// the measured phase) against the real server in production mode, then times 200 requests one at a
// time for a sub-millisecond median that load and other work on the machine disturb less.
//
// Two servers run on the same database: one as deployed (anonymous answers reused for
// CATALOG_CACHE_MS, ADR 018) and one with CATALOG_CACHE_MS=0, where every request does the whole
// work (database included). The throughput budgets are taken on the first, the configuration in
// production; the second's ratios are shown beside them, and the depth budgets (page 1000 against
// page 1) are taken on it, since reused answers cost the same at any depth.
//
// Budgets (the README's performance table): the list call keeps ≥ 50% of the bare route's throughput, and
// page 1000 costs at most twice page 1 (p50 and p99), i.e. deep pages stay flat.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBareServer } from './lib/bare-server';
import { requestJson, type JsonAnswer } from './lib/http-json';
import type { BenchOptions } from './lib/options';
import { report, type Figure } from './lib/report';
import { startServer, type RunningServer } from './lib/server';
import { benchTenantSlug, seedBench100k } from './seed-100k';

/** BENCH_API_PORT moves all three (server, + 1, + 2), so two runs on one machine do not collide. */
const serverPort = Number(process.env.BENCH_API_PORT ?? 4541);
const barePort = serverPort + 1;
/** The same server with answer reuse off: every request does the whole work. */
const coldPort = serverPort + 2;
const cacheOff = ' (cache off)';
/** The first demo tenant answers on this host name (see the demo tenants). */
const tenantHost = 'localhost';
const connections = 10;
const pageSize = 10;
const aloneRequests = 200;

interface LoadCase {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
}

interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Median of one request at a time (sub-millisecond; autocannon's histogram counts whole ms). */
  p50Alone: number;
}

/** The contract's page is 0-based; "page n" below is the n-th page a visitor reaches. */
const pageBody = (n: number) => ({ page: n - 1, size: pageSize });

const entriesOf = (answer: JsonAnswer) =>
  (answer.body as { content?: { entries?: { id: string }[] } }).content?.entries ?? [];

/** undefined: the list answers no cursor at all; null: it does, but this was the last page. */
function nextCursorOf(answer: JsonAnswer): string | null | undefined {
  const body = answer.body as {
    nextCursor?: string | null;
    content?: { nextCursor?: string | null };
  };
  if (body.content && 'nextCursor' in body.content) return body.content.nextCursor ?? null;
  if ('nextCursor' in body) return body.nextCursor ?? null;
  return undefined;
}

async function expectPage(url: string, body: unknown, label: string): Promise<JsonAnswer> {
  const answer = await requestJson(url, tenantHost, 'POST', body);
  if (answer.status !== 200 || entriesOf(answer).length !== pageSize)
    throw new Error(
      `${label} answered ${answer.status} with ${entriesOf(answer).length} entries: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  return answer;
}

async function medianAlone(c: LoadCase, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await requestJson(c.url, tenantHost, c.method, c.body);
    if (answer.status !== 200) throw new Error(`${c.name} answered ${answer.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

/** Drives one case: `warmUpSeconds` unmeasured, then `seconds` measured (printed with `label`). */
async function load(
  c: LoadCase,
  seconds: number,
  warmUpSeconds: number,
  label = '',
): Promise<LoadResult> {
  const options = {
    url: c.url,
    method: c.method,
    connections,
    headers: {
      host: tenantHost,
      accept: 'application/json',
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
  };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const r = await autocannon({ ...options, duration: seconds });
  const result = {
    name: c.name,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    p50Alone: await medianAlone(c, aloneRequests),
  };
  console.log(
    `api              ${label}${c.name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  alone p50 ${result.p50Alone.toFixed(2)} ms`,
  );
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${c.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
    );
  return result;
}

/** An archived game of the bench catalogue, for the single-event call. */
async function knownEventId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ id: string }>(
      `select e.id from events e join tenants t on t.id = e.tenant_id
       where t.slug = $1 and e.media_kind = 'event' and e.status = 'vod' and e.id like 'bench-%'
       order by e.id offset 25000 limit 1`,
      [benchTenantSlug],
    );
    const id = r.rows[0]?.id;
    if (!id) throw new Error('the bench catalogue has no archived game');
    return id;
  } finally {
    await client.end();
  }
}

export async function benchApi(options: BenchOptions): Promise<boolean> {
  const seconds = options.quick ? 3 : 10;
  const warmUp = options.quick ? 1 : 2;
  const databaseUrl = await seedBench100k();
  // Other work on the machine skews every figure; the details keep the load average beside them.
  const loadAtStart = loadavg()[0];
  const eventId = await knownEventId(databaseUrl);
  const servers: RunningServer[] = [];
  try {
    const server = await startServer(serverPort, { DATABASE_URL: databaseUrl });
    servers.push(server);
    const cold = await startServer(coldPort, { DATABASE_URL: databaseUrl, CATALOG_CACHE_MS: '0' });
    servers.push(cold);
    const listUrl = `${cold.origin}/api/event/list`;
    const first = await expectPage(listUrl, pageBody(1), 'page 1');
    await expectPage(listUrl, pageBody(100), 'page 100');
    const deep = await expectPage(listUrl, pageBody(1000), 'page 1000');

    // The keyset cursor reaching page 1000: the cursor after page 999 must land on page 1000's rows.
    let cursor: string | null | undefined = nextCursorOf(first);
    let cursorNote = 'the list answers no nextCursor: keyset case skipped';
    if (cursor !== undefined) {
      cursor = nextCursorOf(await expectPage(listUrl, pageBody(999), 'page 999'));
      const byCursor =
        cursor && (await expectPage(listUrl, { size: pageSize, cursor }, 'cursor page 1000'));
      if (!byCursor || entriesOf(byCursor)[0]?.id !== entriesOf(deep)[0]?.id) {
        cursorNote = 'the cursor after page 999 does not lead to page 1000: keyset case skipped';
        cursor = null;
      } else cursorNote = 'keyset cursor at the depth of page 1000 measured';
    }
    console.log(`api              ${cursorNote}`);

    const eventPath = `/api/event/get_by_id/id/${eventId}`;
    const eventUrl = `${cold.origin}${eventPath}`;
    const event = await requestJson(eventUrl, tenantHost, 'GET');
    let eventNote = `GET /api/event/get_by_id answered ${event.status} for ${eventId}`;
    if (event.status === 404)
      eventNote = `GET /api/event/get_by_id answered 404 for the known event ${eventId}: the route is not served yet, its figures are skipped`;
    else if (event.status !== 200)
      throw new Error(`${eventNote}: ${JSON.stringify(event.body).slice(0, 300)}`);
    console.log(`api              ${eventNote}`);
    const eventServed = event.status === 200;

    const bare = await startBareServer(barePort, {
      list: first.body,
      event: eventServed ? event.body : { content: entriesOf(first)[0] },
    });
    servers.push(bare);

    const cases: LoadCase[] = [
      {
        name: 'bare list route',
        url: `${bare.origin}/bare/list`,
        method: 'POST',
        body: pageBody(1),
      },
      {
        name: 'list page 1',
        url: `${server.origin}/api/event/list`,
        method: 'POST',
        body: pageBody(1),
      },
      { name: `list page 1${cacheOff}`, url: listUrl, method: 'POST', body: pageBody(1) },
      { name: `list page 100${cacheOff}`, url: listUrl, method: 'POST', body: pageBody(100) },
      { name: `list page 1000${cacheOff}`, url: listUrl, method: 'POST', body: pageBody(1000) },
    ];
    if (cursor)
      cases.push({
        name: `list cursor at page 1000${cacheOff}`,
        url: listUrl,
        method: 'POST',
        body: { size: pageSize, cursor },
      });
    if (eventServed)
      cases.push(
        { name: 'bare event route', url: `${bare.origin}/bare/event`, method: 'GET' },
        { name: 'event get_by_id', url: `${server.origin}${eventPath}`, method: 'GET' },
        { name: `event get_by_id${cacheOff}`, url: eventUrl, method: 'GET' },
      );

    // A cold server compiles its hot paths during the first seconds under load; warm every
    // server-side case once before any is measured, so the first measured case is not penalised.
    for (const c of cases.filter((c) => !c.url.startsWith(bare.origin)))
      await load(c, warmUp, 0, '(warm-up) ');

    const results = new Map<string, LoadResult>();
    for (const c of cases) results.set(c.name, await load(c, seconds, warmUp));
    const at = (name: string) => results.get(name)!;

    const figures: Figure[] = [];
    for (const r of results.values())
      figures.push(
        { name: `${r.name}: throughput`, value: r.requestsPerSecond, unit: 'req/s' },
        { name: `${r.name}: p50`, value: r.p50, unit: 'ms' },
        { name: `${r.name}: p99`, value: r.p99, unit: 'ms' },
        { name: `${r.name}: p50 alone`, value: r.p50Alone, unit: 'ms' },
      );
    const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
    const throughputShare = (name: string, bare: string, budgeted: boolean): Figure => ({
      name: `${name} / bare: throughput`,
      value: ratio(at(name).requestsPerSecond, at(bare).requestsPerSecond),
      unit: '×',
      ...(budgeted ? { budget: 0.5, kind: 'min' as const } : {}),
    });
    // Depth: both sides without reuse, so each does its real work.
    const page1 = `list page 1${cacheOff}`;
    const page1000 = `list page 1000${cacheOff}`;
    figures.push(
      throughputShare('list page 1', 'bare list route', true),
      throughputShare(page1, 'bare list route', false),
      {
        name: 'page 1000 / page 1: p50',
        value: ratio(at(page1000).p50, at(page1).p50),
        unit: '×',
        budget: 2,
        kind: 'max',
      },
      {
        name: 'page 1000 / page 1: p50 alone',
        value: ratio(at(page1000).p50Alone, at(page1).p50Alone),
        unit: '×',
      },
      {
        name: 'page 1000 / page 1: p99',
        value: ratio(at(page1000).p99, at(page1).p99),
        unit: '×',
        budget: 2,
        kind: 'max',
      },
    );
    if (cursor)
      figures.push({
        name: 'cursor at page 1000 / page 1: p50',
        value: ratio(at(`list cursor at page 1000${cacheOff}`).p50, at(page1).p50),
        unit: '×',
        budget: 2,
        kind: 'max',
      });
    if (eventServed)
      figures.push(
        throughputShare('event get_by_id', 'bare event route', true),
        throughputShare(`event get_by_id${cacheOff}`, 'bare event route', false),
      );

    return report('api', figures, {
      mode: options.quick ? 'quick' : 'full',
      connections,
      secondsPerCase: seconds,
      warmUpSecondsPerCase: warmUp,
      aloneRequestsPerCase: aloneRequests,
      cores: cpus().length,
      loadAverageAtStart: loadAtStart,
      cacheOff: `cases marked "${cacheOff.trim()}" ran on a server with CATALOG_CACHE_MS=0; the others on the default`,
      listAnswerBytes: first.bytes,
      eventAnswerBytes: eventServed ? event.bytes : null,
      notes: [cursorNote, eventNote],
      cases: [...results.values()],
    });
  } finally {
    for (const s of servers.reverse()) await s.stop();
  }
}
