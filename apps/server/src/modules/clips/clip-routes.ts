// HTTP for highlights and clips read as events. User clip writes belong to the accounts work.
import { clipListCall } from '@touchline/contract/calls/clips';
import { clipByIdCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { getClip, listHighlights } from './clip-service';

export const clipRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  serveCall(app, clipByIdCall, {
    tag: 'clips',
    handler: (request) =>
      getClip(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.params.id,
        request.query,
      ),
  });
  serveCall(app, clipListCall, {
    tag: 'clips',
    handler: (request) =>
      listHighlights(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  done();
};
