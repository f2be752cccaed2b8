// The rules of the console's games and its audit trail (leagues, categories and teams are in
// admin-identity-service). Each change and its audit record are written in one transaction; games
// that change are announced to their room, which also makes the catalogue forget its answers.
import type {
  AdminEvent,
  AuditEntry,
  CreateEventBody,
  UpdateEventBody,
} from '@touchline/contract/calls/admin';
import type { CommerceCoverage, CommerceMediaType } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { EventRow, IdentityRow, NewEventRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import {
  addMemberships,
  findEventRow,
  insertEventRow,
  leaguesOf,
  listEventRows,
  updateEventRow,
} from './admin-event-repository';
import { newId, type AdminDeps } from './admin-deps';
import { identityOf } from './admin-identity-service';
import { findIdentityRow } from './admin-identity-repository';
import { appendAudit, listAudit, snapshot } from './audit-repository';
import { broadcastEvent } from './event-broadcast';

const defaultSport = 'football';
/** Ancestors are few (league → category → sub-category); the bound stops a cycle in bad data. */
const maxDepth = 8;

export const toAdminEvent = (row: EventRow, leagueId: string | null): AdminEvent => ({
  id: row.id,
  title: row.title,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  sportType: row.sportType,
  leagueId,
  team1Id: row.team1Id,
  team2Id: row.team2Id,
  streamUrl: row.hdUrl,
  posterUrl: row.posterUrl,
  commerceCoverage: row.commerceCoverage,
  regionAllowed: row.regionAllowed,
  regionBlocked: row.regionBlocked,
  adUrls: row.adUrls,
});

/**
 * The commerce type that goes with who may watch: what the paid-media set, the stream limit and
 * the viewer's page read (`free` or not), as the demo games pair them.
 */
const commerceTypeOf: Record<CommerceCoverage, CommerceMediaType> = {
  commerce_free_media: 'free',
  commerce_ppv_media: 'ppv',
  commerce_subscription_media: 'subscription basic',
  commerce_ppv_subscription_media: 'ppv',
};

async function withLeagues(db: Db, tenantId: string, rows: EventRow[]): Promise<AdminEvent[]> {
  const leagues = await leaguesOf(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminEvent(row, leagues.get(row.id) ?? null));
}

export async function listEvents(db: Db, tenant: Tenant): Promise<AdminEvent[]> {
  return withLeagues(db, tenant.id, await listEventRows(db, tenant.id));
}

export async function getEvent(db: Db, tenant: Tenant, id: string): Promise<AdminEvent> {
  const row = await findEventRow(db, tenant.id, id);
  if (!row) throw AppError.notFound(`No event ${id}`, 'event');
  const [event] = await withLeagues(db, tenant.id, [row]);
  return event!;
}

/** The identity and its ancestors: a game filed under a league is found from its category too. */
async function lineage(db: Db, tenantId: string, start: IdentityRow): Promise<string[]> {
  const ids = [start.id];
  let parentId = start.parentId;
  while (parentId && ids.length < maxDepth && !ids.includes(parentId)) {
    ids.push(parentId);
    parentId = (await findIdentityRow(db, tenantId, parentId))?.parentId ?? null;
  }
  return ids;
}

const teamKinds = ['team', 'club'] as const;

async function checkTeams(
  db: Db,
  tenantId: string,
  body: { team1Id?: string | null; team2Id?: string | null },
) {
  if (body.team1Id) await identityOf(db, tenantId, body.team1Id, 'team1Id', teamKinds);
  if (body.team2Id) await identityOf(db, tenantId, body.team2Id, 'team2Id', teamKinds);
  if (body.team1Id && body.team1Id === body.team2Id)
    throw AppError.invalid('body', 'team2Id', 'must differ from team1Id');
}

function checkSchedule(startsAt: Date, endsAt: Date | null) {
  if (endsAt && endsAt <= startsAt)
    throw AppError.invalid('body', 'endsAt', 'must be after startsAt');
}

export async function createEvent(
  deps: AdminDeps,
  tenant: Tenant,
  actor: string,
  body: CreateEventBody,
  now: Date = new Date(),
  /** More rows that belong to the new game (its live input), written in the same transaction. */
  alongside?: (tx: Db, row: EventRow) => Promise<void>,
): Promise<AdminEvent> {
  const league = body.leagueId
    ? await identityOf(deps.db, tenant.id, body.leagueId, 'leagueId', ['league'])
    : null;
  await checkTeams(deps.db, tenant.id, body);
  const startsAt = body.startsAt ? new Date(body.startsAt) : now;
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  checkSchedule(startsAt, endsAt);
  const memberships = league ? await lineage(deps.db, tenant.id, league) : [];
  const values: NewEventRow = {
    tenantId: tenant.id,
    id: newId('ev'),
    title: body.title,
    sportType: body.sportType ?? league?.sportType ?? defaultSport,
    status: 'upcoming',
    startsAt,
    endsAt,
    team1Id: body.team1Id ?? null,
    team2Id: body.team2Id ?? null,
  };
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEventRow(tx, values);
    await addMemberships(tx, tenant.id, inserted.id, memberships);
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'event.create',
      targetKind: 'event',
      targetId: inserted.id,
      before: null,
      after: snapshot({ ...inserted, leagueId: league?.id ?? null }),
    });
    await alongside?.(tx, inserted);
    return inserted;
  });
  deps.invalidate(tenant.id);
  return toAdminEvent(row, league?.id ?? null);
}

export async function updateEvent(
  deps: AdminDeps,
  tenant: Tenant,
  actor: string,
  id: string,
  body: UpdateEventBody,
): Promise<AdminEvent> {
  const before = await findEventRow(deps.db, tenant.id, id);
  if (!before) throw AppError.notFound(`No event ${id}`, 'event');
  await checkTeams(deps.db, tenant.id, body);
  const startsAt = body.startsAt ? new Date(body.startsAt) : before.startsAt;
  const endsAt =
    body.endsAt === undefined ? before.endsAt : body.endsAt ? new Date(body.endsAt) : null;
  checkSchedule(startsAt, endsAt);
  const row = await deps.db.transaction(async (tx) => {
    const after = await updateEventRow(tx, tenant.id, id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.sportType !== undefined && { sportType: body.sportType }),
      ...(body.team1Id !== undefined && { team1Id: body.team1Id }),
      ...(body.team2Id !== undefined && { team2Id: body.team2Id }),
      ...(body.commerceCoverage !== undefined && {
        commerceCoverage: body.commerceCoverage,
        commerceType: commerceTypeOf[body.commerceCoverage],
      }),
      ...(body.regionAllowed !== undefined && { regionAllowed: body.regionAllowed }),
      ...(body.regionBlocked !== undefined && { regionBlocked: body.regionBlocked }),
      ...(body.adUrls !== undefined && { adUrls: body.adUrls }),
      startsAt,
      endsAt,
    });
    if (!after) throw AppError.notFound(`No event ${id}`, 'event');
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'event.update',
      targetKind: 'event',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
  // Open pages take the new status, title and schedule from the room's update-event.
  deps.publisher.toEvent(tenant.id, row.id, 'update-event', {
    event: await broadcastEvent(deps.db, tenant, row),
  });
  await deps.notices?.statusChanged(tenant, before.status, row);
  return getEvent(deps.db, tenant, row.id);
}

export async function auditTrail(
  db: Db,
  tenant: Tenant,
  targetId: string | undefined,
): Promise<AuditEntry[]> {
  return (await listAudit(db, tenant.id, targetId)).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
  }));
}
