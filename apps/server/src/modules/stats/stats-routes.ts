// HTTP for event stats: GET /api/event/stats, validated and serialised with the contract's schemas.
import { eventStatsCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { getEventStats } from './stats-service';

export const statsRoutes: ContractPlugin<{ db: Db }> = (app, options, done) => {
  app.route({
    method: eventStatsCall.method,
    url: eventStatsCall.path,
    schema: {
      summary: eventStatsCall.summary,
      tags: ['events'],
      querystring: eventStatsCall.query,
      response: { 200: eventStatsCall.response },
    },
    handler: (request) => getEventStats(options.db, request.tenant, request.query),
  });
  done();
};
