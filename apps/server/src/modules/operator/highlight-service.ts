// Highlights an operator cuts from a game's recording (ADR 062): from one of its global tags or
// by in/out marks. The cut is a job on the pipeline's queue: ffmpeg takes the marked part of the
// recording, the upload ladder makes it an HLS VOD of its own (renditions, poster and its copies,
// scrub sprite) in the media store, and a highlight row under the game points at it, where the
// portal lists the game's highlights (clip/list, the event page).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  AdminHighlight,
  CreateHighlightBody,
  HighlightJob,
  HighlightSource,
} from '@touchline/contract/calls/admin-media';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import {
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type RunningJob,
} from '../../jobs/job-worker';
import { mediaFilePolicy } from '../../media/file-policy';
import { writeVariantsBeside } from '../../media/images/variant-library';
import { probeVideo, type FfmpegTools } from '../../media/pipeline/ffmpeg-tools';
import {
  cutRecording,
  readRecording,
  recordingOf,
  type RecordingFiles,
} from '../../media/pipeline/recording';
import { transcode } from '../../media/pipeline/transcode';
import { storageKeys, type MediaStore } from '../../media/storage/media-store';
import { findGlobalTag, globalTagsOf } from '../tags/tag-service';
import type { Tenant } from '../tenants/tenant';
import {
  addMemberships,
  findEventRow,
  insertHighlightRow,
  listHighlightRows,
  membershipsOf,
} from './admin-event-repository';
import { appendAudit } from './audit-repository';
import { noTranscoding, type PipelineDirs } from './upload-service';

export const highlightJobKind = 'highlight';

export interface HighlightDeps {
  db: Db;
  queue: JobQueue;
  tools: FfmpegTools | null;
  store: MediaStore;
  dirs: PipelineDirs;
  /** `{mediaDir}/demo/vod`: the demo library's recordings. */
  demoVodDir: string;
  invalidate: (tenantId: string) => void;
}

interface HighlightPayload {
  eventId: string;
  title: string;
  inSeconds: number;
  outSeconds: number;
}

const notFound = (id: string) => AppError.notFound(`No event ${id}`, 'event');

/** The game's finished recording and its length, or null while it has none. */
async function recordingFor(deps: Pick<HighlightDeps, 'store' | 'demoVodDir'>, row: EventRow) {
  if (row.status !== 'vod') return null;
  const files = recordingOf(row.hdUrl, row.tenantId, deps);
  const read = files && (await readRecording(files));
  return read ? { files, durationSeconds: read.durationSeconds } : null;
}

const toAdminHighlight = (row: EventRow): AdminHighlight => ({
  id: row.id,
  title: row.title,
  offsetSeconds: row.eventOffsetSeconds ?? 0,
  durationSeconds: row.durationSeconds ?? 0,
  streamUrl: row.hdUrl,
  addedAt: row.addedAt.toISOString(),
});

export async function getHighlightSource(
  deps: Pick<HighlightDeps, 'db' | 'store' | 'demoVodDir'>,
  tenant: Tenant,
  eventId: string,
): Promise<HighlightSource> {
  const row = await findEventRow(deps.db, tenant.id, eventId);
  if (!row) throw notFound(eventId);
  const [recording, tags, highlights] = await Promise.all([
    recordingFor(deps, row),
    globalTagsOf(deps.db, tenant.id, eventId),
    listHighlightRows(deps.db, tenant.id, eventId),
  ]);
  return {
    eventId,
    recorded: recording !== null,
    durationSeconds: recording?.durationSeconds ?? null,
    tags: tags.map((tag) => ({
      id: tag.id,
      title: tag.title,
      startMs: tag.startMs,
      endMs: tag.endMs,
    })),
    highlights: highlights.map(toAdminHighlight),
  };
}

/** The marks of a cut: the tag's range, or the operator's, checked against the recording. */
async function marksOf(
  db: Db,
  tenant: Tenant,
  eventId: string,
  body: CreateHighlightBody,
  durationSeconds: number,
): Promise<{ inSeconds: number; outSeconds: number }> {
  let marks: { inSeconds: number; outSeconds: number };
  if (body.tagId !== undefined) {
    const tag = await findGlobalTag(db, tenant.id, eventId, body.tagId);
    if (!tag) throw AppError.notFound(`No global tag ${body.tagId} of this game`, 'tag');
    marks = { inSeconds: tag.startMs / 1000, outSeconds: tag.endMs / 1000 };
    if (marks.outSeconds - marks.inSeconds < 1)
      throw AppError.invalid('body', 'tagId', 'the tag must cover at least 1 s');
  } else {
    marks = { inSeconds: body.inSeconds!, outSeconds: body.outSeconds! };
  }
  if (marks.outSeconds > durationSeconds + 0.001)
    throw AppError.invalid(
      'body',
      body.tagId !== undefined ? 'tagId' : 'outSeconds',
      `must not be after the end of the recording (${durationSeconds.toFixed(1)} s)`,
    );
  return marks;
}

/** Checks the game, its recording and the marks, queues the cut and audits it. */
export async function createHighlight(
  deps: HighlightDeps,
  tenant: Tenant,
  actor: string,
  eventId: string,
  body: CreateHighlightBody,
): Promise<HighlightJob> {
  if (!deps.tools) throw noTranscoding();
  const row = await findEventRow(deps.db, tenant.id, eventId);
  if (!row) throw notFound(eventId);
  const recording = await recordingFor(deps, row);
  if (!recording)
    throw new AppError('conflict', 'This game has no finished recording to cut a highlight from');
  const marks = await marksOf(deps.db, tenant, eventId, body, recording.durationSeconds);
  const payload: HighlightPayload = { eventId, title: body.title, ...marks };
  const job = await deps.queue.enqueue(tenant.id, {
    kind: highlightJobKind,
    payload: { ...payload },
  });
  await appendAudit(deps.db, tenant.id, {
    actor,
    action: 'highlight.create',
    targetKind: 'event',
    targetId: eventId,
    before: null,
    after: { jobId: job.id, title: body.title, tagId: body.tagId ?? null, ...marks },
  });
  return { eventId, jobId: job.id, ...marks };
}

/** A highlight's id follows from its job, so a retried job never makes a second one. */
export const highlightIdOf = (jobId: string) => `hl-${jobId.replace(/^job-/, '')}`;

/** The cut job: the marked part, the ladder, then the highlight row under the game. */
export function highlightHandler(deps: Omit<HighlightDeps, 'queue'>): JobHandler {
  return async (job, context) => {
    if (!deps.tools) throw new Error('ffmpeg is not available on this worker');
    const payload = job.payload as unknown as HighlightPayload;
    const game = await findEventRow(deps.db, job.tenantId, payload.eventId);
    if (!game) throw new PermanentJobError(`the event ${payload.eventId} was removed`);
    const files = recordingOf(game.hdUrl, job.tenantId, deps);
    if (!files) throw new PermanentJobError('the game no longer has a recording');
    const scratch = join(deps.dirs.work, 'highlights', job.tenantId, job.id);
    try {
      return await cutAndStore(deps, deps.tools, job, game, files, payload, scratch, context);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  };
}

async function cutAndStore(
  deps: Omit<HighlightDeps, 'queue'>,
  tools: FfmpegTools,
  job: RunningJob,
  game: EventRow,
  files: RecordingFiles,
  payload: HighlightPayload,
  scratch: string,
  context: JobContext,
): Promise<Record<string, unknown>> {
  const cut = await cutRecording(tools, files, payload, join(scratch, 'cut'), context.signal);
  void context.progress(10).catch(() => undefined);
  const probe = await probeVideo(tools, cut);
  const out = join(scratch, 'renditions');
  const result = await transcode(
    tools,
    cut,
    probe,
    out,
    context.signal,
    (percent) => void context.progress(10 + Math.round(percent * 0.85)).catch(() => undefined),
  );
  await writeVariantsBeside(out, 'poster.jpg');
  // Stored whole before the highlight points at it (no viewer asks for a part not yet there).
  await deps.store.putFolder(
    storageKeys.renditions(job.tenantId, job.id),
    out,
    (name) =>
      mediaFilePolicy(`/${name.split('/').pop() ?? ''}`)?.contentType ?? 'application/octet-stream',
  );
  const base = `/media/uploads/${job.tenantId}/${job.id}`;
  const id = highlightIdOf(job.id);
  await insertHighlightRow(deps.db, {
    tenantId: job.tenantId,
    id,
    title: payload.title,
    sportType: game.sportType,
    mediaKind: 'highlight',
    mediaSubType: 'highlight',
    status: 'vod',
    startsAt: game.startsAt,
    durationSeconds: result.durationSeconds,
    team1Id: game.team1Id,
    team2Id: game.team2Id,
    posterUrl: `${base}/poster.jpg`,
    hdUrl: `${base}/master.m3u8`,
    commerceType: game.commerceType,
    commerceCoverage: game.commerceCoverage,
    regionAllowed: game.regionAllowed,
    regionBlocked: game.regionBlocked,
    parentEventId: game.id,
    eventOffsetSeconds: payload.inSeconds,
  });
  await addMemberships(
    deps.db,
    job.tenantId,
    id,
    await membershipsOf(deps.db, job.tenantId, game.id),
  );
  deps.invalidate(job.tenantId);
  return { highlightId: id, playlist: `${base}/master.m3u8`, renditions: result.renditions };
}
