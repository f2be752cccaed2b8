// A channel's programme in the admin API (ADR 061): the rota read and replaced whole, with its
// audit record in the same transaction. The game's guide address (`epg_url`, its `source.epg`)
// follows: the portal's guide while there is a rota, none once it is emptied; an address to an
// outside guide is left alone. A changed address is announced like any change of the game.
import { buildPath } from '@touchline/contract/call';
import type { AdminProgramme, SetProgrammeBody } from '@touchline/contract/calls/admin-programme';
import { channelProgramCall } from '@touchline/contract/calls/event-sub-loads';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { listProgramme, replaceProgramme } from '../epg/epg-service';
import type { Tenant } from '../tenants/tenant';
import { findEventRow, updateEventRow } from './admin-event-repository';
import type { AdminDeps } from './admin-deps';
import { appendAudit } from './audit-repository';
import { broadcastEvent } from './event-broadcast';

export async function getProgramme(db: Db, tenant: Tenant, id: string): Promise<AdminProgramme> {
  const row = await findEventRow(db, tenant.id, id);
  if (!row) throw AppError.notFound(`No event ${id}`, 'event');
  return { entries: await listProgramme(db, tenant.id, id), epgUrl: row.epgUrl };
}

export async function setProgramme(
  deps: AdminDeps,
  tenant: Tenant,
  actor: string,
  id: string,
  body: SetProgrammeBody,
): Promise<AdminProgramme> {
  const before = await findEventRow(deps.db, tenant.id, id);
  if (!before) throw AppError.notFound(`No event ${id}`, 'event');
  const ownGuide = buildPath(channelProgramCall.path, { id });
  const shows = body.entries.map((show) => ({
    title: show.title,
    description: show.description || null,
    durationMinutes: show.durationMinutes,
  }));
  const epgUrl =
    shows.length > 0
      ? (before.epgUrl ?? ownGuide)
      : before.epgUrl === ownGuide
        ? null
        : before.epgUrl;
  const row = await deps.db.transaction(async (tx) => {
    const previous = await listProgramme(tx, tenant.id, id);
    await replaceProgramme(tx, tenant.id, id, shows);
    const after =
      epgUrl === before.epgUrl ? before : await updateEventRow(tx, tenant.id, id, { epgUrl });
    if (!after) throw AppError.notFound(`No event ${id}`, 'event');
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'event.programme',
      targetKind: 'event',
      targetId: id,
      before: { entries: previous, epgUrl: before.epgUrl },
      after: { entries: shows, epgUrl },
    });
    return after;
  });
  if (row.epgUrl !== before.epgUrl)
    deps.publisher.toEvent(tenant.id, id, 'update-event', {
      event: await broadcastEvent(deps.db, tenant, row),
    });
  return { entries: shows, epgUrl: row.epgUrl };
}
