// HTTP for identities (leagues, categories, sub-categories, teams, clubs).
import { identityByIdCall, identityListCall } from '@touchline/contract/calls/identities';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { viewerOf } from '../../http/viewer';
import { getIdentity, listIdentityPage } from './identity-service';

export const identityRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: identityListCall.method,
    url: identityListCall.path,
    schema: {
      summary: identityListCall.summary,
      tags: ['identities'],
      body: identityListCall.body,
      response: { 200: identityListCall.response },
    },
    handler: (request) =>
      listIdentityPage(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  app.route({
    method: identityByIdCall.method,
    url: identityByIdCall.path,
    schema: {
      summary: identityByIdCall.summary,
      tags: ['identities'],
      params: identityByIdCall.params,
      response: { 200: identityByIdCall.response },
    },
    handler: (request) =>
      getIdentity(options.db, viewerOf(request, options.trustedCountryHeader), request.params.id),
  });
  done();
};
