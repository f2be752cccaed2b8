// HTTP for highlights and clips read as events. User clip writes belong to the accounts work.
import { clipListCall } from '@touchline/contract/calls/clips';
import { clipByIdCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { viewerOf } from '../../http/viewer';
import { getClip, listHighlights } from './clip-service';

export const clipRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: clipByIdCall.method,
    url: clipByIdCall.path,
    schema: {
      summary: clipByIdCall.summary,
      tags: ['clips'],
      params: clipByIdCall.params,
      querystring: clipByIdCall.query,
      response: { 200: clipByIdCall.response },
    },
    handler: (request) =>
      getClip(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.params.id,
        request.query,
      ),
  });
  app.route({
    method: clipListCall.method,
    url: clipListCall.path,
    schema: {
      summary: clipListCall.summary,
      tags: ['clips'],
      body: clipListCall.body,
      response: { 200: clipListCall.response },
    },
    handler: (request) =>
      listHighlights(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  done();
};
