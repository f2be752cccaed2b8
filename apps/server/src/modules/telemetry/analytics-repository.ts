// SQL of analytics events: appended, deleted past the retention, summed per day and event.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { analyticsEvents } from '../../db/schema-telemetry';

export type AnalyticsEventInsert = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'receivedAt'>;

export async function insertAnalyticsEvents(db: Db, rows: AnalyticsEventInsert[]) {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

export async function deleteAnalyticsBefore(db: Db, tenantId: string, before: Date) {
  await db
    .delete(analyticsEvents)
    .where(and(eq(analyticsEvents.tenantId, tenantId), lt(analyticsEvents.receivedAt, before)));
}

export interface DailyRow {
  day: string;
  eventId: string;
  viewers: number;
  plays: number;
  watchSeconds: number;
}

/**
 * Per UTC day and portal event: distinct viewers (signed-in id, else the anonymous id), plays
 * (the `Video Playback Started` track calls) and the seconds watched that pauses reported.
 */
export async function dailyByEvent(
  db: Db,
  tenantId: string,
  from: Date,
  toExclusive: Date,
  playEvent: string,
): Promise<DailyRow[]> {
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      eventId: sql<string>`${analyticsEvents.mediaEventId}`,
      viewers: sql<number>`count(distinct coalesce(${analyticsEvents.userId}, ${analyticsEvents.anonymousId}))::int`,
      plays: sql<number>`(count(*) filter (where ${analyticsEvents.type} = 'track' and ${analyticsEvents.name} = ${playEvent}))::int`,
      watchSeconds: sql<number>`coalesce(sum(${analyticsEvents.watchSeconds}), 0)::float8`,
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.tenantId, tenantId),
        sql`${analyticsEvents.occurredAt} >= ${from.toISOString()}`,
        lt(analyticsEvents.occurredAt, toExclusive),
        sql`${analyticsEvents.mediaEventId} is not null`,
      ),
    )
    .groupBy(day, analyticsEvents.mediaEventId)
    .orderBy(day, analyticsEvents.mediaEventId);
  return rows.map((row) => ({ ...row, viewers: Number(row.viewers), plays: Number(row.plays) }));
}
