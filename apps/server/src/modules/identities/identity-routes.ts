// HTTP for identities (leagues, categories, sub-categories, teams, clubs).
import { identityByIdCall, identityListCall } from '@touchline/contract/calls/identities';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { getIdentity, listIdentityPage } from './identity-service';

export const identityRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  serveCall(app, identityListCall, {
    tag: 'identities',
    handler: (request) =>
      listIdentityPage(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  serveCall(app, identityByIdCall, {
    tag: 'identities',
    handler: (request) =>
      getIdentity(options.db, viewerOf(request, options.trustedCountryHeader), request.params.id),
  });
  done();
};
