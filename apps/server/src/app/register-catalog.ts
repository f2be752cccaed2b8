// The catalogue: its answer cache and the paid media it forgets together, the paging cursors'
// seal, and the routes of events, clips, identities, search and pages.
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { createCursorSeal } from '../http/cursor-seal';
import type { Metrics } from '../http/metrics';
import { createLiveCatalog } from '../media/live-catalog';
import { createLiveClipper } from '../media/live-clip';
import { defaultDvrWindowSeconds, defaultLiveEpochMs } from '../media/media-plugin';
import type { Accounts } from '../modules/auth/accounts';
import { clipRoutes } from '../modules/clips/clip-routes';
import { createPaidMedia, paidStreamAddresses } from '../modules/commerce/paid-media';
import { createAnswerCache } from '../modules/events/answer-cache';
import { eventRoutes, type EventRouteOptions } from '../modules/events/event-routes';
import { identityRoutes } from '../modules/identities/identity-routes';
import { pageRoutes } from '../modules/pages/page-routes';
import { searchRoutes } from '../modules/search/search-routes';

/** What the catalogue's routes, and the viewer's lists beside them, are registered with. */
export type Catalog = EventRouteOptions;

export async function registerCatalog(
  app: FastifyInstance,
  options: { config: Config; db: Db; metrics: Metrics; accounts: Accounts },
) {
  const { config, db, metrics, accounts } = options;
  const catalogAnswers = createAnswerCache({
    ttlMs: config.catalogCacheMs,
    onLookup: (result) => metrics.answerCache.inc({ result }),
  });
  // The paid assets whose plain media paths answer 403 (ADR 049), forgotten with the catalogue's
  // answers whenever an operator changes an event (its stream, its commerce), here and, through
  // Redis, in the other processes.
  const paidMedia = createPaidMedia({ load: (tenantId) => paidStreamAddresses(db, tenantId) });
  const answers: typeof catalogAnswers = {
    answer: (...args) => catalogAnswers.answer(...args),
    invalidate: (tenantId) => {
      catalogAnswers.invalidate(tenantId);
      paidMedia.invalidate(tenantId);
    },
  };
  const catalog: Catalog = {
    db,
    trustedCountryHeader: config.trustedCountryHeader,
    answers,
    cursors: createCursorSeal(accounts.deriveKey('list-cursor')),
  };
  await app.register(eventRoutes, catalog);
  // Clips of a live game's DVR window are cut from the asset its channel loops over, on the same
  // clock and epoch as the media plugin's live playlists.
  const liveClips = createLiveClipper(
    createLiveCatalog(join(resolve(config.mediaDir, 'demo'), 'vod'), '/media/vod'),
    { now: Date.now, epochMs: defaultLiveEpochMs, dvrWindowSeconds: defaultDvrWindowSeconds },
  );
  await app.register(clipRoutes, { ...catalog, liveClips });
  await app.register(identityRoutes, catalog);
  await app.register(searchRoutes, catalog);
  await app.register(pageRoutes, catalog);
  return { catalog, answers, paidMedia };
}
