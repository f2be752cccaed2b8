// The concurrent-stream limit (ADR 046), optional per tenant (`settings.streamLimit`). A device
// (a signed-in session) watching a protected stream holds one lease, renewed by the player's
// heartbeat; it lapses when the heartbeat stops, so a closed tab frees its place by itself. Past
// the limit the viewer gets `conflict` / `stream_limit` and lists the streams to stop one.
import { randomUUID } from 'node:crypto';
import {
  streamLimitContext,
  type ActiveStream,
  type StreamLease,
} from '@touchline/contract/calls/streams';
import type { Db } from '../../db/open';
import type { PlaybackLeaseRow } from '../../db/schema-purchases';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import {
  activeLeases,
  clearLeases,
  countOtherLeases,
  deleteLease,
  deviceNameOf,
  findLeaseEvent,
  insertLease,
  lockUser,
  renewLease,
} from './stream-lease-repository';

/** A heartbeat every 15 s; a lease outlives two missed ones. */
export const heartbeatSeconds = 15;
export const leaseTtlMs = 45_000;

export interface StreamViewer {
  tenant: Tenant;
  userId: string;
  sessionId: string;
  deviceRowId: string | null;
}

export interface StreamDeps {
  db: Db;
  now: () => Date;
}

const owner = (viewer: StreamViewer) => ({ tenantId: viewer.tenant.id, userId: viewer.userId });
const toLease = (row: PlaybackLeaseRow): StreamLease => ({
  id: row.id,
  expiresAt: row.expiresAt.toISOString(),
  heartbeatSeconds,
});
const leaseGone = () => AppError.notFound('This stream is no longer running', 'stream');

export async function startStream(
  deps: StreamDeps,
  viewer: StreamViewer,
  eventId: string,
): Promise<StreamLease | null> {
  const now = deps.now();
  const event = await findLeaseEvent(deps.db, viewer.tenant.id, eventId);
  if (!event) throw AppError.notFound('Event not found', 'event');
  const limit = viewer.tenant.settings.streamLimit;
  // Free games are not protected streams, and a tenant without a limit counts nothing.
  if (limit === undefined || event.commerceType === 'free') return null;
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, owner(viewer));
    await clearLeases(tx, owner(viewer), viewer.sessionId, now);
    if ((await countOtherLeases(tx, owner(viewer), viewer.sessionId, now)) >= limit)
      throw new AppError('conflict', `This account already watches ${limit} streams at once`, {
        context: streamLimitContext,
      });
    const deviceName = (await deviceNameOf(tx, owner(viewer), viewer.deviceRowId)) ?? '';
    const row = await insertLease(tx, {
      ...owner(viewer),
      id: randomUUID(),
      sessionId: viewer.sessionId,
      eventId,
      eventTitle: event.title,
      deviceName,
      startedAt: now,
      expiresAt: new Date(now.getTime() + leaseTtlMs),
    });
    return toLease(row);
  });
}

export async function streamHeartbeat(
  deps: StreamDeps,
  viewer: StreamViewer,
  id: string,
): Promise<StreamLease> {
  const now = deps.now();
  const row = await renewLease(
    deps.db,
    owner(viewer),
    viewer.sessionId,
    id,
    now,
    new Date(now.getTime() + leaseTtlMs),
  );
  if (!row) throw leaseGone();
  return toLease(row);
}

export async function listStreams(
  deps: StreamDeps,
  viewer: StreamViewer,
): Promise<{ limit: number | null; entries: ActiveStream[] }> {
  const rows = await activeLeases(deps.db, owner(viewer), deps.now());
  return {
    limit: viewer.tenant.settings.streamLimit ?? null,
    entries: rows.map((row) => ({
      id: row.id,
      deviceName: row.deviceName,
      eventId: row.eventId,
      eventTitle: row.eventTitle,
      since: row.startedAt.toISOString(),
      current: row.sessionId === viewer.sessionId,
    })),
  };
}

/** Any of the account's own streams, on any of its devices; anyone else's reads as missing. */
export async function stopStream(deps: StreamDeps, viewer: StreamViewer, id: string) {
  if (!(await deleteLease(deps.db, owner(viewer), id))) throw leaseGone();
  return { stopped: true as const };
}
