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
