// The rules of live inputs (ADR 056): a game made for a live push gets a stream key, answered once
// inside its ingest address and kept only as a hash; rotating replaces it at once. Each change is
// audited without the key.
import { createHash, randomBytes } from 'node:crypto';
import type {
  CreateLiveBody,
  LiveInputEntry,
  LiveInputKey,
  LiveInputStatus,
} from '@touchline/contract/calls/admin-live';
import type { Db } from '../../db/open';
import type { LiveInputRow } from '../../db/schema-pipeline';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import type { AdminDeps } from './admin-deps';
import { createEvent } from './admin-service';
import { appendAudit } from './audit-repository';
import {
  findLiveInput,
  insertLiveInput,
  listLiveInputs,
  updateLiveInput,
} from './live-input-repository';

/** Where encoders push: the configured address, else the portal's host on the RTMP port. */
export interface IngestAddress {
  /** `rtmp://ingest.example.com:1935`, or null to use the request's host name. */
  publicUrl: string | null;
  port: number;
}

export const hashStreamKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** 192 random bits: guessing one is not a way in, so a wrong key needs no throttle of its own. */
const newStreamKey = () => randomBytes(24).toString('base64url');

export function serverUrl(address: IngestAddress, host: string, tenant: Tenant): string {
  const base = address.publicUrl ?? `rtmp://${host.replace(/:\d+$/, '')}:${address.port}`;
  return `${base.replace(/\/+$/, '')}/${tenant.id}`;
}

function unavailable(): AppError {
  return new AppError(
    'service_unavailable',
    'Live ingest is unavailable on this portal: ffmpeg was not found or the RTMP port is off or taken',
  );
}

export async function createLiveInput(
  deps: AdminDeps & { address: IngestAddress | null },
  tenant: Tenant,
  actor: string,
  body: CreateLiveBody,
  host: string,
): Promise<LiveInputKey> {
  if (!deps.address) throw unavailable();
  const key = newStreamKey();
  const event = await createEvent(deps, tenant, actor, body, new Date(), async (tx, row) => {
    await insertLiveInput(tx, {
      tenantId: tenant.id,
      eventId: row.id,
      keyHash: hashStreamKey(key),
    });
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'live.create',
      targetKind: 'event',
      targetId: row.id,
      before: null,
      after: { eventId: row.id },
    });
  });
  return { eventId: event.id, ingestUrl: `${serverUrl(deps.address, host, tenant)}/${key}` };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toLiveInputStatus(row: LiveInputRow, url: string): LiveInputStatus {
  return {
    eventId: row.eventId,
    state: row.state,
    serverUrl: url,
    lastPublishAt: iso(row.lastPublishAt),
    lastEndAt: iso(row.lastEndAt),
    lastError: row.lastError,
    rotatedAt: row.rotatedAt.toISOString(),
  };
}

async function requireInput(db: Db, tenant: Tenant, eventId: string): Promise<LiveInputRow> {
  const row = await findLiveInput(db, tenant.id, eventId);
  if (!row) throw AppError.notFound(`No live input for event ${eventId}`, 'event');
  return row;
}

export async function liveInputStatus(
  db: Db,
  address: IngestAddress | null,
  tenant: Tenant,
  eventId: string,
  host: string,
): Promise<LiveInputStatus> {
  const row = await requireInput(db, tenant, eventId);
  return toLiveInputStatus(row, address ? serverUrl(address, host, tenant) : '');
}

/** The tenant's live inputs for the console, newest first; no key (only its hash is kept). */
export async function liveInputList(
  db: Db,
  address: IngestAddress | null,
  tenant: Tenant,
  limit: number,
  host: string,
): Promise<LiveInputEntry[]> {
  const url = address ? serverUrl(address, host, tenant) : '';
  const rows = await listLiveInputs(db, tenant.id, limit);
  return rows.map(({ input, game }) => ({
    ...toLiveInputStatus(input, url),
    title: game.title,
    startsAt: game.startsAt.toISOString(),
    status: game.status,
  }));
}

export async function rotateLiveKey(
  deps: { db: Db; address: IngestAddress | null },
  tenant: Tenant,
  actor: string,
  eventId: string,
  host: string,
): Promise<LiveInputKey> {
  await requireInput(deps.db, tenant, eventId);
  if (!deps.address) throw unavailable();
  const key = newStreamKey();
  await deps.db.transaction(async (tx) => {
    await updateLiveInput(tx, tenant.id, eventId, {
      keyHash: hashStreamKey(key),
      rotatedAt: new Date(),
    });
    await appendAudit(tx, tenant.id, {
      actor,
      action: 'live.rotate',
      targetKind: 'event',
      targetId: eventId,
      before: null,
      after: { eventId },
    });
  });
  return { eventId, ingestUrl: `${serverUrl(deps.address, host, tenant)}/${key}` };
}
