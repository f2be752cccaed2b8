// HTTP for operators: POST /api/admin/event/:id/stream and /score, behind the operator check
// (an operator key, or a signed-in user with the tenant's operator role).
import { setScoreCall, setStreamCall } from '@touchline/contract/calls/operator';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { EventPublisher } from '../../realtime/event-publisher';
import { requireOperator } from './operator-auth';
import { changeScore, changeStream } from './operator-service';

export interface OperatorRouteOptions {
  db: Db;
  /** Checks the bearer token of a signed-in operator (accounts' verifier). */
  verify: TokenVerifier;
  /** Resolved per request: the realtime plugin may register after these routes. */
  publisher: () => EventPublisher;
}

export const operatorRoutes: ContractPlugin<OperatorRouteOptions> = (app, options, done) => {
  // On request, before validation: a caller without credentials learns nothing about the input rules.
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const deps = () => ({ db: options.db, publisher: options.publisher() });

  serveCall(app, setStreamCall, {
    tag: 'operator',
    authenticate,
    handler: async (request) => ({
      content: await changeStream(deps(), request.tenant, request.params.id, request.body),
    }),
  });

  serveCall(app, setScoreCall, {
    tag: 'operator',
    authenticate,
    handler: async (request) => ({
      content: await changeScore(deps(), request.tenant, request.params.id, request.body),
    }),
  });
  done();
};
