// HTTP for event stats: GET /api/event/stats, validated and serialised with the contract's schemas.
import { eventStatsCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { getEventStats } from './stats-service';

export const statsRoutes: ContractPlugin<{ db: Db }> = (app, options, done) => {
  serveCall(app, eventStatsCall, {
    tag: 'events',
    handler: (request) => getEventStats(options.db, request.tenant, request.query),
  });
  done();
};
