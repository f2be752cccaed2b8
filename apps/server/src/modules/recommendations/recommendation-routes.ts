// HTTP for recommendations (the signed-in /recommendation/ page).
import { recommendationsCall } from '@touchline/contract/calls/user';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf } from '../../http/viewer';
import { recommend } from './recommendation-service';

export const recommendationRoutes: ContractPlugin<{
  db: Db;
  trustedCountryHeader: string | null;
}> = (app, { db, trustedCountryHeader }, done) => {
  serveCall(app, recommendationsCall, {
    tag: 'recommendations',
    handler: (request) =>
      recommend(db, signedInViewerOf(request, trustedCountryHeader), request.query),
  });
  done();
};
