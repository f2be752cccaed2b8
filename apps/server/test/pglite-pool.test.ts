// The worker's embedded databases go back to the template's state between test files: rows,
// generated columns, identity sequences, and the triggers on again.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/open';
import { takePglite } from './pglite-pool';

const templates = inject('databaseTemplates');

/** `execute` is typed `unknown` for every driver; PGlite's result holds the rows by column name. */
const one = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as { rows: T[] }).rows[0]!;

describe.skipIf(templates.driver !== 'pglite')('the worker’s embedded databases', () => {
  it('hand the next file the template’s rows, sequences and triggers', async () => {
    const first = await takePglite(templates.seeded);
    const db = first.database;
    const before = await one<{ events: number; audit: number; title: string; id: string }>(
      db,
      sql`select (select count(*)::int from events) as events,
        (select count(*)::int from audit_log) as audit,
        (select title from events order by id limit 1) as title,
        (select id from events order by id limit 1) as id`,
    );
    const { id: firstAnalyticsId } = await one<{ id: number }>(
      db,
      sql`insert into analytics_events (tenant_id, occurred_at, type)
        values ('tn-touchline', now(), 'track') returning id`,
    );
    await db.db.execute(sql`update events set title = 'Changed' where id = ${before.id}`);
    await db.db.execute(sql`delete from events where id <> ${before.id}`);
    await db.db.execute(
      sql`insert into audit_log (tenant_id, id, actor, action, target_kind, target_id)
        values ('tn-touchline', 'au-pool-test', 'key:test', 'event.update', 'event', ${before.id})`,
    );
    await first.giveBack();

    const next = await takePglite(templates.seeded);
    expect(next.database).toBe(db);
    const after = await one<typeof before>(
      next.database,
      sql`select (select count(*)::int from events) as events,
        (select count(*)::int from audit_log) as audit,
        (select title from events order by id limit 1) as title,
        (select id from events order by id limit 1) as id`,
    );
    expect(after).toEqual(before);
    const { search } = await one<{ search: string }>(
      next.database,
      sql`select search_title::text as search from events where id = ${before.id}`,
    );
    expect(search).toBeTruthy();
    const again = await one<{ id: number }>(
      next.database,
      sql`insert into analytics_events (tenant_id, occurred_at, type)
        values ('tn-touchline', now(), 'track') returning id`,
    );
    expect(Number(again.id)).toBe(Number(firstAnalyticsId));
    // The audit log is append-only again once the database is handed out.
    await next.database.db.execute(
      sql`insert into audit_log (tenant_id, id, actor, action, target_kind, target_id)
        values ('tn-touchline', 'au-pool-kept', 'key:test', 'event.update', 'event', ${before.id})`,
    );
    await expect(
      next.database.db.execute(sql`delete from audit_log where id = 'au-pool-kept'`),
    ).rejects.toThrow();
    await next.giveBack();
  });

  it('take a database given back twice only once', async () => {
    const taken = await takePglite(templates.migrated);
    await taken.giveBack();
    await taken.giveBack();
    const first = await takePglite(templates.migrated);
    const second = await takePglite(templates.migrated);
    expect(second.database).not.toBe(first.database);
    await Promise.all([first.giveBack(), second.giveBack()]);
  });

  it('start a database anew when a file closed the one it had', async () => {
    const taken = await takePglite(templates.migrated);
    await taken.database.close();
    await taken.giveBack();
    const fresh = await takePglite(templates.migrated);
    expect(fresh.database).not.toBe(taken.database);
    await fresh.database.ping();
    await fresh.giveBack();
  });
});
