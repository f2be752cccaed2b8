// The content pipeline's parts put together (ADR 043): the job queue and, unless turned off, its
// worker in this process; the tus upload endpoint and job calls; the transcode job; the RTMP
// ingest of live pushes (ADR 056). app/register-media.ts registers it; the folders live under
// DATA_DIR so a restart finds its uploads and jobs again.
import { join, resolve } from 'node:path';
import type { LiveIngestUnavailable } from '@touchline/contract/calls/admin';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/open';
import type { TokenVerifier } from './http/auth-plugin';
import { createJobQueue } from './jobs/job-queue';
import { startWorker, type JobHandler, type Worker } from './jobs/job-worker';
import { startRtmpServer, type RtmpServer } from './media/ingest/rtmp-server';
import { findFfmpeg, type FfmpegTools } from './media/pipeline/ffmpeg-tools';
import type { MediaStore } from './media/storage/media-store';
import { adminMediaRoutes } from './modules/operator/admin-media-routes';
import { highlightHandler, highlightJobKind } from './modules/operator/highlight-service';
import { createLiveIngest, type LiveIngest } from './modules/operator/live-ingest';
import { liveInputRoutes } from './modules/operator/live-input-routes';
import { fileUploadArea, s3UploadArea } from './modules/operator/upload-area';
import { createUploadLocker } from './modules/operator/upload-locks';
import { uploadRoutes } from './modules/operator/upload-routes';
import {
  transcodeHandler,
  transcodeJobKind,
  type PipelineDirs,
} from './modules/operator/upload-service';
import { findTenantsByIds, listTenants } from './modules/tenants/tenant-repository';
import type { EventPublisher } from './realtime/event-publisher';

export interface PipelineOptions {
  config: Config;
  db: Db;
  verify: TokenVerifier;
  publisher: () => EventPublisher;
  invalidate: (tenantId: string) => void;
  store: MediaStore;
  /** Other modules' jobs the same worker runs (web push's notices, ADR 051). */
  handlers?: Record<string, JobHandler>;
}

export const pipelineDirs = (dataDir: string): PipelineDirs => ({
  incoming: join(dataDir, 'uploads', 'incoming'),
  work: join(dataDir, 'uploads', 'work'),
});

/** Returns what starts the worker's next pass at once (a no-op where no worker runs). */
export async function registerPipeline(
  app: FastifyInstance,
  options: PipelineOptions,
): Promise<{ wake: () => void }> {
  const { config, db, verify, publisher, store, handlers = {} } = options;
  const dirs = pipelineDirs(config.dataDir);
  const tools = await findFfmpeg(config.pipeline);
  if (!tools) app.log.warn('ffmpeg or ffprobe not found: uploads and transcoding are unavailable');
  const live = await startLive(app, options, tools);
  let worker: Worker | null = null;
  const queue = createJobQueue(db, () => worker?.wake());
  // Any process may receive any request of an upload: its lock is shared (ADR 053).
  const locker = await createUploadLocker(db, config.redisUrl, app.log);
  app.addHook('onClose', () => locker.close());
  const area = config.objectStorage
    ? s3UploadArea(config.objectStorage, dirs.work)
    : fileUploadArea(dirs.incoming);
  await app.register(uploadRoutes, {
    locker,
    area,
    db,
    queue,
    tools,
    dirs,
    store,
    verify,
    maxUploadBytes: config.pipeline.maxUploadBytes,
    liveIngestUnavailable: 'unavailable' in live ? live.unavailable : null,
  });
  // Highlights cut from recordings and uploaded logos (ADRs 062, 063).
  const demoVodDir = join(resolve(config.mediaDir, 'demo'), 'vod');
  await app.register(adminMediaRoutes, {
    db,
    queue,
    tools,
    store,
    dirs,
    demoVodDir,
    verify,
    invalidate: options.invalidate,
  });
  await app.register(liveInputRoutes, {
    db,
    verify,
    publisher,
    invalidate: options.invalidate,
    address:
      'server' in live
        ? { publicUrl: config.pipeline.rtmp!.publicUrl, port: live.server.port }
        : null,
  });
  const wake = () => worker?.wake();
  if (!config.pipeline.jobWorker) return { wake };
  app.addHook('onReady', () => {
    worker = startWorker({
      db,
      log: app.log,
      tenantIds: async () => (await listTenants(db)).map((tenant) => tenant.id),
      handlers: {
        ...handlers,
        [transcodeJobKind]: transcodeHandler({
          db,
          tools,
          dirs,
          store,
          publisher,
          tenantOf: async (id) => (await findTenantsByIds(db, [id]))[0] ?? null,
        }),
        [highlightJobKind]: highlightHandler({
          db,
          tools,
          store,
          dirs,
          demoVodDir,
          invalidate: options.invalidate,
        }),
      },
    });
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
  return { wake };
}

/**
 * The RTMP listener and what it feeds, when configured and ffmpeg is here. A port that cannot be
 * bound leaves the portal running without live ingest (the console says so) rather than down.
 */
async function startLive(
  app: FastifyInstance,
  { config, db, store, publisher, invalidate }: PipelineOptions,
  tools: FfmpegTools | null,
): Promise<
  { server: RtmpServer; ingest: LiveIngest } | { unavailable: NonNullable<LiveIngestUnavailable> }
> {
  const settings = config.pipeline.rtmp;
  if (!settings) return { unavailable: 'off' };
  if (!tools) {
    app.log.warn('ffmpeg not found: live ingest (RTMP) is unavailable');
    return { unavailable: 'noFfmpeg' };
  }
  let server: RtmpServer | null = null;
  const warn = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const ingest = createLiveIngest({
    db,
    store,
    ffmpeg: tools.ffmpeg,
    workDir: join(config.dataDir, 'live', 'work'),
    localUrl: (session) => server!.localUrl(session),
    publisher,
    invalidate,
    tenantOf: async (id) => (await findTenantsByIds(db, [id]))[0] ?? null,
    warn,
  });
  try {
    server = await startRtmpServer({
      port: settings.port,
      host: settings.host,
      reconnectGraceMs: settings.reconnectGraceMs,
      stateDir: join(config.dataDir, 'live', 'state'),
      hooks: {
        admit: (session) => ingest.admit(session),
        ended: (session) => ingest.ended(session),
        warn,
      },
    });
  } catch (error) {
    app.log.warn({ err: error }, 'live ingest (RTMP) is unavailable');
    return { unavailable: 'portUnavailable' };
  }
  app.log.info(`live ingest: RTMP on ${settings.host}:${settings.port}`);
  const running = server;
  app.addHook('onClose', async () => {
    await ingest.stopAll();
    await running.stop();
  });
  return { server: running, ingest };
}
