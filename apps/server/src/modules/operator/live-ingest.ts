// A live push, from the encoder's connect to the replay (ADR 056). The RTMP server asks `admit`
// whether a push may go on: the tenant it names must hold a live input with that key. An admitted
// push is packaged into HLS (live-packager.ts); the game goes live with its first stored segment
// and open pages switch through `event-url-change`; when the push ends the same recording, closed
// with #EXT-X-ENDLIST, is the game's replay.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import type { LivePackager, PackagerResult } from '../../media/ingest/live-packager';
import { startLivePackager } from '../../media/ingest/live-packager';
import type { PushSession } from '../../media/ingest/rtmp-server';
import { storageKeys, type MediaStore } from '../../media/storage/media-store';
import type { EventPublisher } from '../../realtime/event-publisher';
import type { Tenant } from '../tenants/tenant';
import { updateEventRow } from './admin-event-repository';
import { appendAudit } from './audit-repository';
import { broadcastEvent } from './event-broadcast';
import { findLiveInputByKey, updateLiveInput } from './live-input-repository';
import { hashStreamKey } from './live-input-service';

export interface LiveIngestDeps {
  db: Db;
  store: MediaStore;
  ffmpeg: string;
  /** Scratch space for packagers (a folder per push). */
  workDir: string;
  /** The RTMP address the packager reads a push from (on this machine). */
  localUrl: (session: PushSession) => string;
  publisher: () => EventPublisher;
  invalidate: (tenantId: string) => void;
  tenantOf: (id: string) => Promise<Tenant | null>;
  warn: (message: string, error?: unknown) => void;
}

interface Running {
  tenantId: string;
  eventId: string;
  packager: LivePackager;
  finished: Promise<void>;
}

const tenantIdPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;
const actor = 'ingest:rtmp';

export interface LiveIngest {
  admit(session: PushSession): Promise<boolean>;
  ended(session: PushSession): void;
  /** Ends every push (server shutdown): each becomes its game's replay up to now. */
  stopAll(): Promise<void>;
}

export function createLiveIngest(deps: LiveIngestDeps): LiveIngest {
  /** Pushes being packaged in this process, by tenant and key hash. */
  const running = new Map<string, Running>();

  async function announce(tenant: Tenant, row: EventRow) {
    const publisher = deps.publisher();
    publisher.toEvent(tenant.id, row.id, 'event-url-change', {
      eventId: row.id,
      eventUrl: row.commerceType === 'free' ? row.hdUrl : null,
    });
    publisher.toEvent(tenant.id, row.id, 'update-event', {
      event: await broadcastEvent(deps.db, tenant, row),
    });
    deps.invalidate(tenant.id);
  }

  async function goLive(tenant: Tenant, eventId: string, playlist: string) {
    const row = await withTenant(tenant.id, () =>
      updateEventRow(deps.db, tenant.id, eventId, { status: 'live', hdUrl: playlist }),
    );
    if (row) await withTenant(tenant.id, () => announce(tenant, row));
  }

  async function finish(tenant: Tenant, eventId: string, playlist: string, result: PackagerResult) {
    await withTenant(tenant.id, async () => {
      const now = new Date();
      if (result.durationSeconds > 0) {
        const row = await updateEventRow(deps.db, tenant.id, eventId, {
          status: 'vod',
          hdUrl: playlist,
          durationSeconds: Math.round(result.durationSeconds),
        });
        if (row) await announce(tenant, row);
      }
      await updateLiveInput(deps.db, tenant.id, eventId, {
        state: result.durationSeconds > 0 ? 'ended' : 'idle',
        lastEndAt: now,
        lastError:
          result.durationSeconds > 0 ? result.error : (result.error ?? 'no picture arrived'),
      });
      await appendAudit(deps.db, tenant.id, {
        actor,
        action: 'live.end',
        targetKind: 'event',
        targetId: eventId,
        before: null,
        after: { seconds: Math.round(result.durationSeconds), error: result.error },
      });
    });
  }

  async function admit(session: PushSession): Promise<boolean> {
    if (!tenantIdPattern.test(session.app) || !keyPattern.test(session.name)) return false;
    const tenant = await deps.tenantOf(session.app);
    if (!tenant) return false;
    const keyHash = hashStreamKey(session.name);
    const slot = `${tenant.id}/${keyHash}`;
    // The encoder came back within the server's reconnect grace: the same broadcast goes on.
    if (running.has(slot)) return true;
    const input = await withTenant(tenant.id, () =>
      findLiveInputByKey(deps.db, tenant.id, keyHash),
    );
    if (!input) return false;
    const runId = `live-${randomBytes(6).toString('hex')}`;
    const prefix = storageKeys.renditions(tenant.id, runId);
    const playlist = `/media/${prefix}/master.m3u8`;
    await withTenant(tenant.id, async () => {
      await updateLiveInput(deps.db, tenant.id, input.eventId, {
        state: 'receiving',
        runId,
        lastPublishAt: new Date(),
        lastError: null,
      });
      await appendAudit(deps.db, tenant.id, {
        actor,
        action: 'live.start',
        targetKind: 'event',
        targetId: input.eventId,
        before: null,
        after: { runId },
      });
    });
    const packager = startLivePackager({
      ffmpeg: deps.ffmpeg,
      input: deps.localUrl(session),
      workDir: join(deps.workDir, tenant.id, runId),
      store: deps.store,
      storePrefix: prefix,
      onFirstSegment: () => {
        goLive(tenant, input.eventId, playlist).catch((error: unknown) =>
          deps.warn('could not put the game live', error),
        );
      },
      warn: deps.warn,
    });
    const finished = packager.done
      .then((result) => finish(tenant, input.eventId, playlist, result))
      .catch((error: unknown) => deps.warn('could not finish the live push', error))
      .finally(() => running.delete(slot));
    running.set(slot, { tenantId: tenant.id, eventId: input.eventId, packager, finished });
    return true;
  }

  return {
    admit,
    ended(session) {
      const slot = `${session.app}/${hashStreamKey(session.name)}`;
      running.get(slot)?.packager.stop();
    },
    async stopAll() {
      const all = [...running.values()];
      for (const push of all) push.packager.stop();
      await Promise.all(all.map((push) => push.finished));
    },
  };
}
