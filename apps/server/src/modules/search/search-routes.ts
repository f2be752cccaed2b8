// HTTP for the search page.
import { searchCall } from '@touchline/contract/calls/search';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { search } from './search-service';

export const searchRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  serveCall(app, searchCall, {
    tag: 'search',
    handler: (request) =>
      search(options.db, viewerOf(request, options.trustedCountryHeader), request.query),
  });
  done();
};
