// What a signed-in viewer keeps (follows, watchlist, watch positions, timeline tags), answers
// (surveys) and is recommended, and the catalogue's match stats and programme guides.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { watchPositionRoutes } from '../modules/continue-watching/watch-position-routes';
import { epgRoutes } from '../modules/epg/epg-routes';
import { followRoutes } from '../modules/follows/follow-routes';
import { recommendationRoutes } from '../modules/recommendations/recommendation-routes';
import { statsRoutes } from '../modules/stats/stats-routes';
import { surveyRoutes } from '../modules/survey/survey-routes';
import { tagRoutes } from '../modules/tags/tag-routes';
import { watchlistRoutes } from '../modules/watchlist/watchlist-routes';
import type { Catalog } from './register-catalog';

export async function registerViewer(
  app: FastifyInstance,
  { db, catalog }: { db: Db; catalog: Catalog },
) {
  await app.register(followRoutes, { db });
  await app.register(watchlistRoutes, catalog);
  await app.register(surveyRoutes, catalog);
  await app.register(watchPositionRoutes, catalog);
  await app.register(recommendationRoutes, catalog);
  // Global tag changes go to open pages; the realtime service exists once its plugin is in.
  await app.register(tagRoutes, { db, publisher: () => app.realtime });
  await app.register(statsRoutes, { db });
  await app.register(epgRoutes, { db });
}
