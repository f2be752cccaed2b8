// Media: the signer of playback addresses, then (once every module is in) where uploads are
// kept, the content pipeline, and the /media routes that play them.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { JobHandler } from '../jobs/job-worker';
import type { Metrics } from '../http/metrics';
import mediaPlugin from '../media/media-plugin';
import { createPlaybackSigner, type PlaybackSigner } from '../media/playback-token';
import { createMediaStore } from '../media/storage/create-store';
import type { Accounts } from '../modules/auth/accounts';
import type { CommerceDeps } from '../modules/commerce/commerce-deps';
import type { PaidMedia } from '../modules/commerce/paid-media';
import { liveLease } from '../modules/commerce/stream-lease-repository';
import { loadAuthSecret } from '../modules/auth/auth-secret';
import { invalidatingPublisher, type AnswerCache } from '../modules/events/answer-cache';
import { registerPipeline } from '../pipeline';

export async function registerPlaybackSigner(
  app: FastifyInstance,
  { config, metrics }: { config: Config; metrics: Metrics },
): Promise<PlaybackSigner> {
  // Playback addresses are signed with keys derived from the server secret, one per tenant.
  const signer = createPlaybackSigner(await loadAuthSecret(config.authSecret, config.dataDir));
  const playbackSigner: typeof signer = {
    ...signer,
    sign: (...args) => {
      const signed = signer.sign(...args);
      if (signed) metrics.playbackTokens.inc();
      return signed;
    },
  };
  app.decorate('playbackSigner', playbackSigner);
  return playbackSigner;
}

export async function registerMedia(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Db;
    accounts: Accounts;
    answers: AnswerCache;
    paidMedia: PaidMedia;
    commerce: CommerceDeps;
    playbackSigner: PlaybackSigner;
    /** Other modules' jobs the pipeline's worker runs. */
    handlers: Record<string, JobHandler>;
    /** Receives what starts the worker's next pass, as soon as the pipeline is registered. */
    setWake: (wake: () => void) => void;
  },
): Promise<void> {
  const { config, db, accounts, answers, paidMedia, commerce, playbackSigner, handlers } = options;
  // Uploads and their renditions: local files under DATA_DIR/media, or a bucket (ADR 047).
  const store = createMediaStore(config);
  const pipeline = await registerPipeline(app, {
    config,
    db,
    store,
    verify: accounts.verifyToken,
    publisher: () => invalidatingPublisher(app.realtime, answers),
    invalidate: (tenantId) => answers.invalidate(tenantId),
    handlers,
  });
  options.setWake(pipeline.wake);
  await app.register(mediaPlugin, {
    mediaDir: config.mediaDir,
    uploads: store,
    playback: {
      signer: playbackSigner,
      trustedCountryHeader: config.trustedCountryHeader,
      isPaid: (tenantId, grant) => paidMedia.isPaid(tenantId, grant),
      leaseOf: (tenantId, id) => liveLease(db, tenantId, id, commerce.now()),
    },
  });
}
