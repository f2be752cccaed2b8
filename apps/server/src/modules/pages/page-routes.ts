// HTTP for content pages (faq, about, terms, privacy, /info/{type}).
import { staticPageCall } from '@touchline/contract/calls/static-pages';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { getPage } from './page-service';

export const pageRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  serveCall(app, staticPageCall, {
    tag: 'pages',
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
