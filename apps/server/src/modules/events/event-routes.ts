// HTTP for events. Routes validate and serialise with the contract's schemas and delegate.
import { eventListCall } from '@touchline/contract/calls/event-list';
import type { Db } from '../../db/open';
import { viewerOf } from '../../http/viewer';
import { listEvents } from './event-service';
import type { ContractPlugin } from '../../http/contract-schemas';

export const eventRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: eventListCall.method,
    url: eventListCall.path,
    schema: {
      summary: eventListCall.summary,
      tags: ['events'],
      body: eventListCall.body,
      response: { 200: eventListCall.response },
    },
    handler: (request) =>
      listEvents(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  done();
};
