// A channel event's programme guide (GET /api/event/epg/:id, where the event's `source.epg`
// points). Only channel events of the caller's tenant have one; anything else is 404 `event`.
import type { ChannelProgram } from '@touchline/contract/entities/epg';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { findChannel, listRota } from './epg-repository';
import { scheduleAround } from './programme-schedule';

export async function getChannelProgram(
  db: Db,
  tenantId: string,
  eventId: string,
  now: Date,
): Promise<ChannelProgram> {
  const channel = await findChannel(db, tenantId, eventId);
  if (!channel || channel.status !== 'channel') {
    throw AppError.notFound(`No channel ${eventId}`, 'event');
  }
  const rota = await listRota(db, tenantId, eventId);
  return { entries: scheduleAround(rota, channel.startsAt, now) };
}
