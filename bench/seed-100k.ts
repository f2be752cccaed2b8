// The API benchmark's database: PostgreSQL `touchline_bench` with the server's migrations, the demo
// tenants, and 100,000 extra events for the first demo tenant.
//
//   npx tsx bench/seed-100k.ts [--fresh]
//
// Idempotent: an existing database that already holds 100k events is kept unless --fresh. Anything
// else (missing, half-written) is dropped and built again, so a run always starts from a known state.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchEvents, type BenchEvent, type LeaguePool } from './lib/bench-events';
import { startServer } from './lib/server';

export const benchEventCount = 100_000;
export const benchTenantSlug = 'touchline';
const databaseName = 'touchline_bench';
const batchSize = 10_000;
const seedPort = Number(process.env.BENCH_SEED_PORT ?? 4540);

/** Server URL without a database; BENCH_PG_URL overrides the local default. */
const serverUrl = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
export const benchDatabaseUrl = `${serverUrl}/${databaseName}`;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function tenantEventCount(): Promise<number | null> {
  const exists = await withClient(`${serverUrl}/postgres`, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [databaseName]);
    return r.rowCount === 1;
  });
  if (!exists) return null;
  return withClient(benchDatabaseUrl, async (c) => {
    const r = await c
      .query<{
        n: string;
      }>(
        `select count(*) as n from events e join tenants t on t.id = e.tenant_id where t.slug = $1`,
        [benchTenantSlug],
      )
      .catch(() => null);
    return r ? Number(r.rows[0]!.n) : 0;
  });
}

async function recreateDatabase(): Promise<void> {
  await withClient(`${serverUrl}/postgres`, async (c) => {
    await c.query(`drop database if exists ${databaseName} with (force)`);
    await c.query(`create database ${databaseName}`);
  });
}

/** The demo leagues of the tenant, read back from the seeded demo games. */
async function leaguePools(c: pg.Client, tenantId: string): Promise<LeaguePool[]> {
  const r = await c.query<{
    sport_type: string;
    game_type: string | null;
    gender: string | null;
    identity_ids: string[];
    teams: { id: string; name: string }[];
    posters: string[];
    vod_url: string | null;
  }>(
    `with games as (
       select e.*, (select array_agg(ei.identity_id order by ei.identity_id) from event_identities ei
                     where ei.tenant_id = e.tenant_id and ei.event_id = e.id) as identity_ids
       from events e
       where e.tenant_id = $1 and e.media_kind = 'event' and e.team1_id is not null
     ), sides as (
       select identity_ids, team1_id as team_id from games union select identity_ids, team2_id from games
     )
     select g.identity_ids, min(g.sport_type) as sport_type, min(g.game_type) as game_type,
            min(g.gender) as gender,
            array_remove(array_agg(distinct g.poster_url), null) as posters,
            min(g.hd_url) filter (where g.status = 'vod') as vod_url,
            (select json_agg(json_build_object('id', i.id, 'name', i.title) order by i.id)
               from identities i
              where i.tenant_id = $1 and i.kind = 'team'
                and i.id in (select s.team_id from sides s where s.identity_ids = g.identity_ids)
            ) as teams
     from games g group by g.identity_ids`,
    [tenantId],
  );
  const highlights = await c.query<{ sport_type: string; hd_url: string }>(
    `select distinct on (sport_type) sport_type, hd_url from events
     where tenant_id = $1 and media_kind = 'highlight' and hd_url is not null`,
    [tenantId],
  );
  const highlightOf = new Map(highlights.rows.map((h) => [h.sport_type, h.hd_url]));
  return r.rows
    .filter((row) => row.teams.length >= 2)
    .map((row) => ({
      sportType: row.sport_type,
      gameType: row.game_type,
      gender: row.gender,
      identityIds: row.identity_ids,
      teams: row.teams,
      posters: row.posters,
      vodUrl: row.vod_url,
      highlightUrl: highlightOf.get(row.sport_type) ?? null,
    }));
}

const eventColumns: [string, string, (e: BenchEvent) => unknown][] = [
  ['id', 'text', (e) => e.id],
  ['reference_id', 'text', (e) => e.referenceId],
  ['title', 'text', (e) => e.title],
  ['meta_title', 'text', (e) => e.metaTitle],
  ['description', 'text', (e) => e.description],
  ['sport_type', 'text', (e) => e.sportType],
  ['media_kind', 'text', (e) => e.mediaKind],
  ['media_sub_type', 'text', (e) => e.mediaSubType],
  ['status', 'text', (e) => e.status],
  ['game_type', 'text', (e) => e.gameType],
  ['gender', 'text', (e) => e.gender],
  ['starts_at', 'timestamptz', (e) => e.startsAt],
  ['ends_at', 'timestamptz', (e) => e.endsAt],
  ['kickoff_at', 'timestamptz', (e) => e.kickoffAt],
  ['duration_seconds', 'float8', (e) => e.durationSeconds],
  ['team1_id', 'text', (e) => e.team1Id],
  ['team2_id', 'text', (e) => e.team2Id],
  ['score_home', 'int4', (e) => e.scoreHome],
  ['score_away', 'int4', (e) => e.scoreAway],
  ['poster_url', 'text', (e) => e.posterUrl],
  ['hd_url', 'text', (e) => e.hdUrl],
  ['commerce_type', 'text', (e) => e.commerceType],
  ['commerce_coverage', 'text', (e) => e.commerceCoverage],
  ['parent_event_id', 'text', (e) => e.parentEventId],
  ['sort_order', 'int4', (e) => e.sortOrder],
  ['stats_enabled', 'bool', (e) => e.statsEnabled],
  ['created_at', 'timestamptz', (e) => e.createdAt],
  ['added_at', 'timestamptz', (e) => e.addedAt],
];

/** One INSERT … SELECT FROM unnest(arrays) per batch: one round trip and one plan per 10k rows. */
async function insertBatch(c: pg.Client, tenantId: string, batch: BenchEvent[]): Promise<void> {
  const names = eventColumns.map(([name]) => name).join(', ');
  const arrays = eventColumns.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ');
  await c.query(`insert into events (tenant_id, ${names}) select $1, * from unnest(${arrays})`, [
    tenantId,
    ...eventColumns.map(([, , value]) => batch.map(value)),
  ]);
  const memberships = batch.flatMap((e) => e.identityIds.map((identityId) => [e.id, identityId]));
  await c.query(
    `insert into event_identities (tenant_id, event_id, identity_id)
     select $1, * from unnest($2::text[], $3::text[])`,
    [tenantId, memberships.map(([eventId]) => eventId), memberships.map(([, i]) => i)],
  );
}

/**
 * VACUUM sets the visibility map as autovacuum would on a live database some time after a bulk
 * load; without it every index-only scan (the list's page ids) visits the heap row by row, which a
 * deep offset multiplies. ANALYZE gives the planner the new row counts.
 */
async function settle(c: pg.Client): Promise<void> {
  await c.query('vacuum (analyze) events, event_identities, identities, tenants');
}

/** Makes sure the bench database holds the catalogue; returns its URL. */
export async function seedBench100k(options: { fresh?: boolean } = {}): Promise<string> {
  const existing = await tenantEventCount();
  if (!options.fresh && existing !== null && existing >= benchEventCount) {
    console.log(
      `seed-100k: ${databaseName} already holds ${existing} events; kept (--fresh rebuilds)`,
    );
    await withClient(benchDatabaseUrl, settle);
    return benchDatabaseUrl;
  }
  const started = Date.now();
  await recreateDatabase();
  // The server migrates and seeds the demo tenants on its first start against an empty database.
  const server = await startServer(seedPort, { DATABASE_URL: benchDatabaseUrl });
  await server.stop();

  await withClient(benchDatabaseUrl, async (c) => {
    const tenant = await c.query<{ id: string }>('select id from tenants where slug = $1', [
      benchTenantSlug,
    ]);
    const tenantId = tenant.rows[0]?.id;
    if (!tenantId) throw new Error(`the demo seed wrote no tenant "${benchTenantSlug}"`);
    const pools = await leaguePools(c, tenantId);
    if (pools.length === 0) throw new Error('the demo seed wrote no games with two teams');

    await c.query('begin');
    let batch: BenchEvent[] = [];
    for (const event of benchEvents(pools, benchEventCount, new Date())) {
      batch.push(event);
      if (batch.length === batchSize) {
        await insertBatch(c, tenantId, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertBatch(c, tenantId, batch);
    await c.query('commit');
    await settle(c);
    console.log(
      `seed-100k: ${benchEventCount} events across ${pools.length} leagues written to ${databaseName} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
  return benchDatabaseUrl;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await seedBench100k({ fresh: process.argv.includes('--fresh') });
}
