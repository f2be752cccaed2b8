// HTTP for the search page.
import { searchCall } from '@touchline/contract/calls/search';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { viewerOf } from '../../http/viewer';
import { search } from './search-service';

export const searchRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: searchCall.method,
    url: searchCall.path,
    schema: {
      summary: searchCall.summary,
      tags: ['search'],
      querystring: searchCall.query,
      response: { 200: searchCall.response },
    },
    handler: (request) =>
      search(options.db, viewerOf(request, options.trustedCountryHeader), request.query),
  });
  done();
};
