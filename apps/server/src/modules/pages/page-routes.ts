// HTTP for content pages (faq, about, terms, privacy, /info/{type}).
import { staticPageCall } from '@touchline/contract/calls/static-pages';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { viewerOf } from '../../http/viewer';
import { getPage } from './page-service';

export const pageRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: staticPageCall.method,
    url: staticPageCall.path,
    schema: {
      summary: staticPageCall.summary,
      tags: ['pages'],
      params: staticPageCall.params,
      querystring: staticPageCall.query,
      response: { 200: staticPageCall.response },
    },
    handler: (request) =>
      getPage(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.params.type,
        request.query.locale,
      ),
  });
  done();
};
