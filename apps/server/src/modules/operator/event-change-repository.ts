// SQL for the changes an operator (or the clock) makes to an event. Every change is scoped to one
// tenant; the status sweep answers what it moved.
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events, type EventRow } from '../../db/schema';

const inTenant = (tenantId: string, eventId: string) =>
  and(eq(events.tenantId, tenantId), eq(events.id, eventId));

/** What the audit trail keeps of an event before and after a stream or score change. */
export async function findEventState(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<Pick<EventRow, 'hdUrl' | 'status' | 'scoreHome' | 'scoreAway'> | null> {
  const [row] = await db
    .select({
      hdUrl: events.hdUrl,
      status: events.status,
      scoreHome: events.scoreHome,
      scoreAway: events.scoreAway,
    })
    .from(events)
    .where(inTenant(tenantId, eventId))
    .limit(1);
  return row ?? null;
}

/** A new stream; an upcoming event goes live with it (the operator started the broadcast). */
export async function updateStream(
  db: Db,
  tenantId: string,
  eventId: string,
  url: string,
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set({
      hdUrl: url,
      status: sql`case when ${events.status} = 'upcoming' then 'live' else ${events.status} end`,
    })
    .where(inTenant(tenantId, eventId))
    .returning();
  return row ?? null;
}

export async function updateScore(
  db: Db,
  tenantId: string,
  eventId: string,
  score: { home: number; away: number },
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set({ scoreHome: score.home, scoreAway: score.away })
    .where(inTenant(tenantId, eventId))
    .returning();
  return row ?? null;
}

/** A simulated live channel's address and the VOD asset it loops (`/media/live/{asset}/master.m3u8`). */
const liveChannelPattern = '^/media/live/([A-Za-z0-9_-]+)/master\\.m3u8(\\?.*)?$';

/**
 * Games whose time has come: upcoming → live at the start, live → archived (`vod`) at the end
 * (an upcoming game whose end has also passed goes straight to `vod`). An archived game that
 * played a simulated live channel keeps the asset that channel looped as its recording.
 * UPDATE … RETURNING hands each moved row to exactly one caller, so several processes sweeping
 * at once never announce a change twice.
 */
export async function advanceStatuses(db: Db, tenantId: string, now: Date): Promise<EventRow[]> {
  const ended = and(isNotNull(events.endsAt), lte(events.endsAt, now));
  return db
    .update(events)
    .set({
      status: sql`case when ${ended} then 'vod' else 'live' end`,
      hdUrl: sql`case when ${ended} then regexp_replace(${events.hdUrl}, ${liveChannelPattern}, '/media/vod/\\1/master.m3u8') else ${events.hdUrl} end`,
    })
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.mediaKind, 'event'),
        or(
          and(eq(events.status, 'upcoming'), lte(events.startsAt, now)),
          and(eq(events.status, 'live'), ended),
        ),
      ),
    )
    .returning();
}
