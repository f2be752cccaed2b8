// SQL for channel programme guides. Every query is scoped to one tenant.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';
import { channelProgrammes, type ChannelProgrammeRow } from '../../db/schema-watching';

export interface ChannelRow {
  id: string;
  status: string;
  startsAt: Date;
}

export async function findChannel(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<ChannelRow | null> {
  const [row] = await db
    .select({ id: events.id, status: events.status, startsAt: events.startsAt })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return row ?? null;
}

export async function listRota(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<ChannelProgrammeRow[]> {
  return db
    .select()
    .from(channelProgrammes)
    .where(and(eq(channelProgrammes.tenantId, tenantId), eq(channelProgrammes.eventId, eventId)))
    .orderBy(asc(channelProgrammes.position));
}

/** Replaces the channel's rota with `shows`, in order. */
export async function replaceRota(
  db: Db,
  tenantId: string,
  eventId: string,
  shows: readonly { title: string; description: string | null; durationMinutes: number }[],
): Promise<void> {
  await db
    .delete(channelProgrammes)
    .where(and(eq(channelProgrammes.tenantId, tenantId), eq(channelProgrammes.eventId, eventId)));
  if (shows.length > 0)
    await db
      .insert(channelProgrammes)
      .values(shows.map((show, position) => ({ tenantId, eventId, position, ...show })));
}
