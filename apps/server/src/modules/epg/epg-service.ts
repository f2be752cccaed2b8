// A channel event's programme guide (GET /api/event/epg/:id, where the event's `source.epg`
// points). Only channel events of the caller's tenant have one; anything else is 404 `event`.
import type { ChannelProgram } from '@touchline/contract/entities/epg';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { findChannel, listRota, replaceRota } from './epg-repository';
import type { RotaShow } from './programme-schedule';
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

/** A channel's rota as operators edit it (ADR 061): the shows in order. */
export async function listProgramme(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<RotaShow[]> {
  return (await listRota(db, tenantId, eventId)).map((row) => ({
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
  }));
}

/** Replaces the rota; the caller checks the game is the tenant's and writes the audit. */
export async function replaceProgramme(
  db: Db,
  tenantId: string,
  eventId: string,
  shows: readonly RotaShow[],
): Promise<void> {
  await replaceRota(db, tenantId, eventId, shows);
}
