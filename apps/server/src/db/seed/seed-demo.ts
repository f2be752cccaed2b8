// Writes the demo tenants. Re-seeding a tenant replaces exactly its demo rows (flag `demo`), keeps
// its secrets, and moves its timeline anchor to now.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { eventIdentities, events, identities, pages, tenants } from '../schema';
import { commerceProductItems, commerceProducts } from '../schema-commerce';
import { commerceAccessCodeBatches, commerceAccessCodes } from '../schema-purchases';
import { buildDemoEvents } from './demo-events';
import { buildDemoIdentities } from './demo-identities';
import { buildDemoAccessCodes, buildDemoOffers } from './demo-offers';
import { buildDemoPages } from './demo-pages';
import type { DemoMedia } from './demo-media';
import { demoTenants, type DemoTenant } from './demo-tenants';
import { seedWatching } from './seed-watching';

/** Serialises seeding between processes that share one PostgreSQL database. */
const seedLockKey = 7_401_202_502;
const batchSize = 200;

export interface SeedSummary {
  tenants: number;
  identities: number;
  events: number;
}

export interface SeedOptions {
  media: DemoMedia;
  now?: Date;
  /** Only seed when there is no tenant at all (first start). */
  onlyIfEmpty?: boolean;
  tenants?: DemoTenant[];
}

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / batchSize) }, (_, i) =>
    rows.slice(i * batchSize, (i + 1) * batchSize),
  );

/** Returns what was written, or null when `onlyIfEmpty` found tenants already. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const now = options.now ?? new Date();
  const list = options.tenants ?? demoTenants;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (options.onlyIfEmpty) {
      const [row] = await tx.select({ n: count() }).from(tenants);
      if ((row?.n ?? 0) > 0) return null;
    }
    const summary: SeedSummary = { tenants: 0, identities: 0, events: 0 };
    for (const tenant of list) {
      const settings = { ...tenant.settings, demo: { anchor: now.toISOString() } };
      await tx
        .insert(tenants)
        .values({
          id: tenant.id,
          slug: tenant.slug,
          hosts: tenant.hosts,
          name: tenant.name,
          config: tenant.config,
          settings,
        })
        .onConflictDoUpdate({
          target: tenants.id,
          set: {
            slug: tenant.slug,
            hosts: tenant.hosts,
            name: tenant.name,
            config: tenant.config,
            settings,
            updatedAt: now,
          },
        });

      // Offers and events first: they point at the identities (teams) about to be replaced.
      await tx
        .delete(commerceProducts)
        .where(and(eq(commerceProducts.tenantId, tenant.id), eq(commerceProducts.demo, true)));
      // The demo codes go with their batch; the viewers' contracts stay (they copy what they bought).
      await tx
        .delete(commerceAccessCodeBatches)
        .where(
          and(
            eq(commerceAccessCodeBatches.tenantId, tenant.id),
            eq(commerceAccessCodeBatches.demo, true),
          ),
        );
      await tx.delete(events).where(and(eq(events.tenantId, tenant.id), eq(events.demo, true)));
      await tx
        .delete(identities)
        .where(and(eq(identities.tenantId, tenant.id), eq(identities.demo, true)));
      await tx.delete(pages).where(and(eq(pages.tenantId, tenant.id), eq(pages.demo, true)));

      const identityRows = buildDemoIdentities(tenant.id, tenant.catalog, now);
      const eventSet = buildDemoEvents(
        { id: tenant.id, slug: tenant.slug, defaultCountry: tenant.settings.defaultCountry },
        tenant.catalog,
        now,
        options.media,
      );
      for (const rows of chunks(identityRows)) await tx.insert(identities).values(rows);
      for (const rows of chunks(eventSet.events)) await tx.insert(events).values(rows);
      for (const rows of chunks(eventSet.memberships))
        await tx.insert(eventIdentities).values(rows);
      await seedWatching(tx, tenant, eventSet.events);
      const offers = buildDemoOffers(tenant, tenant.catalog, eventSet.events);
      for (const rows of chunks(offers.products)) await tx.insert(commerceProducts).values(rows);
      for (const rows of chunks(offers.items)) await tx.insert(commerceProductItems).values(rows);
      const codes = buildDemoAccessCodes(tenant, tenant.catalog);
      await tx.insert(commerceAccessCodeBatches).values(codes.batch);
      await tx
        .insert(commerceAccessCodes)
        .values(
          codes.codes.map((code) => ({ tenantId: tenant.id, code, batchId: codes.batch.id })),
        );
      const sportTypes = [...new Set(tenant.catalog.categories.map((c) => c.sportType))];
      // A page the tenant wrote itself (demo = false) for the same type and locale wins.
      await tx
        .insert(pages)
        .values(buildDemoPages(tenant, sportTypes, now))
        .onConflictDoNothing();

      summary.tenants += 1;
      summary.identities += identityRows.length;
      summary.events += eventSet.events.length;
    }
    return summary;
  });
}
