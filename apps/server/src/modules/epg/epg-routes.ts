// HTTP for programme guides: GET /api/event/epg/:id.
import { channelProgramCall } from '@touchline/contract/calls/event-sub-loads';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { getChannelProgram } from './epg-service';

export interface EpgRouteOptions {
  db: Db;
  /** The clock the guide is computed from; tests pass a fixed one. */
  now?: () => Date;
}

/** The guide moves with the clock; a minute of caching spares players polling it. */
const cacheControl = 'public, max-age=60';

export const epgRoutes: ContractPlugin<EpgRouteOptions> = (app, options, done) => {
  const now = options.now ?? (() => new Date());
  serveCall(app, channelProgramCall, {
    tag: 'events',
    handler: async (request, reply) => {
      const program = await getChannelProgram(
        options.db,
        request.tenant.id,
        request.params.id,
        now(),
      );
      void reply.header('cache-control', cacheControl).header('vary', 'Host');
      return program;
    },
  });
  done();
};
