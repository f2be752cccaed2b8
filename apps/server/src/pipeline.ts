// The content pipeline's parts put together (ADR 043): the job queue and, unless turned off, its
// worker in this process; the tus upload endpoint and job calls; the transcode job. app.ts
// registers it; the folders live under DATA_DIR so a restart finds its uploads and jobs again.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/open';
import type { TokenVerifier } from './http/auth-plugin';
import { createJobQueue } from './jobs/job-queue';
import { startWorker, type JobHandler, type Worker } from './jobs/job-worker';
import { findFfmpeg } from './media/pipeline/ffmpeg-tools';
import type { MediaStore } from './media/storage/media-store';
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
  { config, db, verify, publisher, store, handlers = {} }: PipelineOptions,
): Promise<{ wake: () => void }> {
  const dirs = pipelineDirs(config.dataDir);
  const tools = await findFfmpeg(config.pipeline);
  if (!tools) app.log.warn('ffmpeg or ffprobe not found: uploads and transcoding are unavailable');
  let worker: Worker | null = null;
  const queue = createJobQueue(db, () => worker?.wake());
  await app.register(uploadRoutes, {
    db,
    queue,
    tools,
    dirs,
    store,
    verify,
    maxUploadBytes: config.pipeline.maxUploadBytes,
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
      },
    });
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
  return { wake };
}
