// The one query the realtime rooms need: whether an event exists for a tenant.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { events } from '../db/schema';

export async function eventExists(db: Db, tenantId: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return rows.length > 0;
}
