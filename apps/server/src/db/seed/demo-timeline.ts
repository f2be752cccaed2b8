// Keeps the demo timeline next to the wall clock (see demo-events.ts): shifts every demo event of a
// demo tenant forward by whole quarter hours and moves the tenant's anchor by the same amount.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { events, tenants } from '../schema';
import { withTenant } from '../tenant-scope';
import { quarterHourMs } from './demo-events';

/** Returns the number of tenants whose timeline moved. Runs as the tables' owner (ADR 034). */
export async function slideDemoTimeline(db: Db, now: Date = new Date()): Promise<number> {
  const demoTenants = await db
    .select({ id: tenants.id, anchor: sql<string>`${tenants.settings}->'demo'->>'anchor'` })
    .from(tenants)
    .where(isNotNull(sql`${tenants.settings}->'demo'->>'anchor'`));

  let moved = 0;
  for (const tenant of demoTenants) {
    const steps = Math.floor((now.getTime() - Date.parse(tenant.anchor)) / quarterHourMs);
    if (steps <= 0) continue;
    const shiftSeconds = (steps * quarterHourMs) / 1000;
    const anchor = new Date(Date.parse(tenant.anchor) + steps * quarterHourMs).toISOString();
    // Each tenant's shift in its own tenant scope and transaction.
    const shifted = await withTenant(tenant.id, () =>
      db.transaction(async (tx) => {
        // Compare-and-set on the anchor: when several processes slide at once, only one shifts.
        const claimed = await tx
          .update(tenants)
          .set({
            settings: sql`jsonb_set(${tenants.settings}, '{demo,anchor}', to_jsonb(${anchor}::text))`,
          })
          .where(
            and(
              eq(tenants.id, tenant.id),
              sql`${tenants.settings}->'demo'->>'anchor' = ${tenant.anchor}`,
            ),
          )
          .returning({ id: tenants.id });
        if (claimed.length === 0) return false;
        const by = sql`make_interval(secs => ${shiftSeconds})`;
        await tx
          .update(events)
          .set({
            startsAt: sql`${events.startsAt} + ${by}`,
            endsAt: sql`${events.endsAt} + ${by}`,
            kickoffAt: sql`${events.kickoffAt} + ${by}`,
            addedAt: sql`${events.addedAt} + ${by}`,
            createdAt: sql`${events.createdAt} + ${by}`,
          })
          .where(and(eq(events.tenantId, tenant.id), eq(events.demo, true)));
        return true;
      }),
    );
    if (shifted) moved += 1;
  }
  return moved;
}
