// The rules of an upload: it belongs to a game of the tenant, it is a video (ffprobe says so before
// anything else touches it), it becomes a transcode job; the finished job turns the game into a
// replay with its poster, and open pages learn of it through the event room.
import { join } from 'node:path';
import type { AdminJob } from '@touchline/contract/calls/admin';
import type { Db } from '../../db/open';
import type { JobRow } from '../../db/schema-pipeline';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import { PermanentJobError, type JobHandler } from '../../jobs/job-worker';
import { mediaFilePolicy } from '../../media/file-policy';
import { NotAVideoError, probeVideo, type FfmpegTools } from '../../media/pipeline/ffmpeg-tools';
import { writeVariantsBeside } from '../../media/images/variant-library';
import { transcode } from '../../media/pipeline/transcode';
import { storageKeys, type MediaStore } from '../../media/storage/media-store';
import type { EventPublisher } from '../../realtime/event-publisher';
import type { Tenant } from '../tenants/tenant';
import type { UploadArea } from './upload-area';
import { findEventRow, updateEventRow } from './admin-event-repository';
import { appendAudit } from './audit-repository';
import { broadcastEvent } from './event-broadcast';

export const transcodeJobKind = 'transcode';

/** Local folders of the pipeline; what outlives a step is in the media store (ADR 047). */
export interface PipelineDirs {
  /** Uploads as they arrive, without a bucket (tus file store; shared by processes, ADR 053). */
  incoming: string;
  /** Scratch: a transcode's output before it is stored, a source fetched from a bucket. */
  work: string;
}

export interface UploadDeps {
  db: Db;
  queue: JobQueue;
  tools: FfmpegTools | null;
  dirs: PipelineDirs;
  /** Where tus keeps uploads until their last byte, for every process alike (ADR 053). */
  area: UploadArea;
  /** Finished uploads (kept for their transcode) and the renditions served under /media/uploads/. */
  store: MediaStore;
}

export function noTranscoding(): AppError {
  return new AppError(
    'service_unavailable',
    'Transcoding is unavailable on this portal: ffmpeg and ffprobe were not found (install ffmpeg or set FFMPEG_PATH and FFPROBE_PATH)',
  );
}

/** Before a byte is stored: the game exists in this tenant. */
export async function checkUploadTarget(db: Db, tenant: Tenant, eventId: string): Promise<void> {
  const row = await findEventRow(db, tenant.id, eventId);
  if (!row) throw AppError.notFound(`No event ${eventId}`, 'event');
}

/** A complete upload: probed, moved out of the upload area, queued for transcoding, audited. */
export async function acceptUpload(
  deps: UploadDeps,
  tenant: Tenant,
  actor: string,
  upload: { id: string; eventId: string; size: number; filename: string | null },
): Promise<JobRow> {
  if (!deps.tools) throw noTranscoding();
  const arrived = await deps.area.finished(upload.id);
  let probe;
  try {
    probe = await probeVideo(deps.tools, arrived.path);
    // Into the store, so the worker that claims the job finds it even in another process.
    await deps.store.putFile(
      storageKeys.source(tenant.id, upload.id),
      arrived.path,
      'application/octet-stream',
    );
  } catch (error) {
    if (error instanceof NotAVideoError)
      throw new AppError('unsupported_media_type', `Not accepted: ${error.message}`);
    throw error;
  } finally {
    await arrived.release();
  }
  await deps.area.discard(upload.id);
  const job = await deps.queue.enqueue(tenant.id, {
    kind: transcodeJobKind,
    payload: { eventId: upload.eventId, uploadId: upload.id, probe: { ...probe } },
  });
  await appendAudit(deps.db, tenant.id, {
    actor,
    action: 'upload.create',
    targetKind: 'event',
    targetId: upload.eventId,
    before: null,
    after: {
      uploadId: upload.id,
      jobId: job.id,
      size: upload.size,
      filename: upload.filename,
      ...probe,
    },
  });
  return job;
}

export const toAdminJob = (row: JobRow): AdminJob => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: row.progress,
  attempts: row.attempts,
  error: row.lastError,
  eventId: typeof row.payload.eventId === 'string' ? row.payload.eventId : null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getJob(queue: JobQueue, tenant: Tenant, id: string): Promise<AdminJob> {
  const row = await queue.find(tenant.id, id);
  if (!row) throw AppError.notFound(`No job ${id}`, 'job');
  return toAdminJob(row);
}

interface TranscodePayload {
  eventId: string;
  uploadId: string;
  probe: Parameters<typeof transcode>[2];
}

/** The transcode job: the ladder, poster and sprite, then the game becomes a replay. */
export function transcodeHandler(
  deps: Omit<UploadDeps, 'queue' | 'area'> & {
    publisher: () => EventPublisher;
    tenantOf: (id: string) => Promise<Tenant | null>;
  },
): JobHandler {
  return async (job, context) => {
    if (!deps.tools) throw new Error('ffmpeg is not available on this worker');
    const payload = job.payload as unknown as TranscodePayload;
    const tenant = await deps.tenantOf(job.tenantId);
    if (!tenant) throw new PermanentJobError(`no tenant ${job.tenantId}`);
    const source = await deps.store.localCopy(
      storageKeys.source(job.tenantId, payload.uploadId),
      join(deps.dirs.work, 'sources', job.id),
    );
    if (!source) throw new PermanentJobError(`the upload ${payload.uploadId} is no longer stored`);
    const out = join(deps.dirs.work, 'renditions', job.tenantId, job.id);
    let result;
    try {
      result = await transcode(
        deps.tools,
        source.path,
        payload.probe,
        out,
        context.signal,
        (percent) => void context.progress(percent).catch(() => undefined),
      );
    } finally {
      await source.release();
    }
    // The poster's responsive copies (ADR 055) go up with the renditions.
    await writeVariantsBeside(out, 'poster.jpg');
    // The whole folder is stored before the game points at it, so no viewer asks for a part of it
    // that is not there yet.
    await deps.store.putFolder(
      storageKeys.renditions(job.tenantId, job.id),
      out,
      (name) =>
        mediaFilePolicy(`/${name.split('/').pop() ?? ''}`)?.contentType ??
        'application/octet-stream',
    );
    const base = `/media/uploads/${job.tenantId}/${job.id}`;
    const row = await updateEventRow(deps.db, job.tenantId, payload.eventId, {
      hdUrl: `${base}/master.m3u8`,
      posterUrl: `${base}/poster.jpg`,
      status: 'vod',
      durationSeconds: result.durationSeconds,
    });
    if (!row) throw new PermanentJobError(`the event ${payload.eventId} was removed`);
    const publisher = deps.publisher();
    publisher.toEvent(job.tenantId, row.id, 'event-url-change', {
      eventId: row.id,
      eventUrl: row.commerceType === 'free' ? row.hdUrl : null,
    });
    publisher.toEvent(job.tenantId, row.id, 'update-event', {
      event: await broadcastEvent(deps.db, tenant, row),
    });
    return {
      ...result,
      eventId: row.id,
      playlist: `${base}/master.m3u8`,
      thumbnails: `${base}/thumbnails.vtt`,
    };
  };
}
