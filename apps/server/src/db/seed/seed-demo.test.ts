import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { eventIdentities, events, identities, tenants } from '../schema';
import { fixedDemoMedia } from './demo-media';
import { slideDemoTimeline } from './demo-timeline';
import { demoTenants } from './demo-tenants';
import { seedDemo } from './seed-demo';

let database: TestDatabase;
const seededAt = new Date('2030-03-10T12:07:00Z');
const media = fixedDemoMedia();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rowCounts = async () => {
  const [e] = await database.db.select({ n: count() }).from(events);
  const [i] = await database.db.select({ n: count() }).from(identities);
  const [m] = await database.db.select({ n: count() }).from(eventIdentities);
  const [t] = await database.db.select({ n: count() }).from(tenants);
  return { events: e!.n, identities: i!.n, memberships: m!.n, tenants: t!.n };
};

describe('demo seed', () => {
  it('seeds an empty database once, and only when empty if asked', async () => {
    const first = await seedDemo(database.db, { media, now: seededAt, onlyIfEmpty: true });
    expect(first).toMatchObject({ tenants: 2 });
    expect(await seedDemo(database.db, { media, now: seededAt, onlyIfEmpty: true })).toBeNull();
  });

  it('gives each tenant two sports, eight teams or more, and events in every listing state', async () => {
    for (const tenant of demoTenants) {
      const teams = await database.db
        .select({ n: count() })
        .from(identities)
        .where(and(eq(identities.tenantId, tenant.id), eq(identities.kind, 'team')));
      expect(teams[0]!.n).toBeGreaterThanOrEqual(8);
      const byState = await database.db
        .select({
          status: events.status,
          kind: events.mediaKind,
          sports: sql<number>`count(distinct ${events.sportType})::int`,
        })
        .from(events)
        .where(eq(events.tenantId, tenant.id))
        .groupBy(events.status, events.mediaKind);
      const states = byState.map((r) => `${r.status}/${r.kind}`).sort();
      expect(states).toEqual([
        'channel/event',
        'live/event',
        'upcoming/event',
        'vod/clip',
        'vod/event',
        'vod/highlight',
      ]);
      const sports = await database.db
        .selectDistinct({ sport: events.sportType })
        .from(events)
        .where(eq(events.tenantId, tenant.id));
      expect(sports.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each tenant one replay that opens with the demo VAST pre-roll', async () => {
    for (const tenant of demoTenants) {
      const withAds = await database.db
        .select({ status: events.status, adUrls: events.adUrls })
        .from(events)
        .where(and(eq(events.tenantId, tenant.id), sql`cardinality(${events.adUrls}) > 0`));
      expect(withAds).toEqual([{ status: 'vod', adUrls: ['/media/vast/preroll.xml'] }]);
    }
  });

  it('places live games around the seed time, upcoming after it and archives before it', async () => {
    const rows = await database.db.select().from(events);
    const now = seededAt.getTime();
    for (const row of rows) {
      if (row.status === 'live') {
        expect(row.startsAt.getTime()).toBeLessThan(now);
        expect(row.endsAt!.getTime()).toBeGreaterThan(now);
      }
      if (row.status === 'upcoming') expect(row.startsAt.getTime()).toBeGreaterThan(now);
      if (row.status === 'vod' && row.mediaKind === 'event')
        expect(row.endsAt!.getTime()).toBeLessThan(now);
    }
  });

  it('re-seeding replaces the demo rows, keeps other rows and the secrets', async () => {
    const before = await rowCounts();
    await database.db
      .update(tenants)
      .set({ secrets: { paymentSecretKey: 'sk_kept' } })
      .where(eq(tenants.id, 'tn-touchline'));
    await database.db.insert(events).values({
      tenantId: 'tn-touchline',
      id: 'editorial-1',
      title: 'Season preview',
      sportType: 'football',
      status: 'vod',
      startsAt: seededAt,
    });
    await database.db.update(events).set({ title: 'Edited' }).where(eq(events.id, 'tl-ev-001'));

    await seedDemo(database.db, { media, now: seededAt });

    expect(await rowCounts()).toEqual({ ...before, events: before.events + 1 });
    const [edited] = await database.db.select().from(events).where(eq(events.id, 'tl-ev-001'));
    expect(edited!.title).not.toBe('Edited');
    const [kept] = await database.db.select().from(events).where(eq(events.id, 'editorial-1'));
    expect(kept).toBeDefined();
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.id, 'tn-touchline'));
    expect(tenant!.secrets).toEqual({ paymentSecretKey: 'sk_kept' });
    await database.db.delete(events).where(eq(events.id, 'editorial-1'));
  });
});

describe('demo timeline', () => {
  it('slides demo events forward in whole quarter hours, once, keeping live games live', async () => {
    const later = new Date(seededAt.getTime() + 26 * 3600_000 + 20 * 60_000); // 26 h 20 min on
    const before = await database.db.select().from(events).where(eq(events.id, 'tl-ev-001'));
    expect(await slideDemoTimeline(database.db, later)).toBe(2);
    expect(await slideDemoTimeline(database.db, later)).toBe(0);

    const [after] = await database.db.select().from(events).where(eq(events.id, 'tl-ev-001'));
    const shift = after!.startsAt.getTime() - before[0]!.startsAt.getTime();
    expect(shift).toBe(26 * 3600_000 + 15 * 60_000);
    expect(after!.addedAt.getTime() - before[0]!.addedAt.getTime()).toBe(shift);

    const live = await database.db.select().from(events).where(eq(events.status, 'live'));
    for (const row of live) {
      expect(row.startsAt.getTime()).toBeLessThan(later.getTime());
      expect(row.endsAt!.getTime()).toBeGreaterThan(later.getTime());
    }
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.id, 'tn-harbour'));
    expect(tenant!.settings.demo?.anchor).toBe(new Date(seededAt.getTime() + shift).toISOString());
  });

  it('leaves non-demo events alone', async () => {
    await database.db.insert(events).values({
      tenantId: 'tn-harbour',
      id: 'editorial-2',
      title: 'Fixed',
      sportType: 'basketball',
      status: 'vod',
      startsAt: seededAt,
    });
    await slideDemoTimeline(database.db, new Date(seededAt.getTime() + 40 * 3600_000));
    const [row] = await database.db.select().from(events).where(eq(events.id, 'editorial-2'));
    expect(row!.startsAt.toISOString()).toBe(seededAt.toISOString());
  });
});
