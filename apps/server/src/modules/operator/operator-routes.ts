// HTTP for operators: POST /api/admin/event/:id/stream and /score, who may write global tags
// (/api/admin/user/global_tags), what browsers reported (GET /api/admin/analytics/daily and
// /api/admin/errors) and the survey's answers (GET /api/admin/survey/answers), behind the
// operator check (an operator key, or a signed-in user with the tenant's operator role).
import {
  globalTagRightCall,
  setScoreCall,
  setStreamCall,
} from '@touchline/contract/calls/operator';
import { surveyAnswersCall } from '@touchline/contract/calls/survey';
import { analyticsReportCall, errorGroupsCall } from '@touchline/contract/calls/telemetry';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { EventPublisher } from '../../realtime/event-publisher';
import { listSurveyAnswers } from '../survey/survey-service';
import { analyticsReport, type TelemetryDeps } from '../telemetry/analytics-service';
import { listErrorGroups } from '../telemetry/error-service';
import { setGlobalTagsByEmail } from './admin-user-service';
import { operatorActor, requireOperator } from './operator-auth';
import { changeScore, changeStream } from './operator-service';

export interface OperatorRouteOptions {
  db: Db;
  /** What browsers reported: analytics and error reports, read back by operators. */
  telemetry: Pick<TelemetryDeps, 'db'>;
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
      content: await changeStream(
        deps(),
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });

  serveCall(app, setScoreCall, {
    tag: 'operator',
    authenticate,
    handler: async (request) => ({
      content: await changeScore(
        deps(),
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });

  serveCall(app, globalTagRightCall, {
    tag: 'operator',
    authenticate,
    handler: (request) =>
      setGlobalTagsByEmail(options.db, request.tenant.id, operatorActor(request), request.body),
  });

  serveCall(app, analyticsReportCall, {
    tag: 'operator',
    authenticate,
    handler: (request) => analyticsReport(options.telemetry, request.tenant, request.query),
  });

  serveCall(app, errorGroupsCall, {
    tag: 'operator',
    authenticate,
    handler: (request) => listErrorGroups(options.telemetry, request.tenant),
  });

  serveCall(app, surveyAnswersCall, {
    tag: 'operator',
    authenticate,
    handler: (request) => listSurveyAnswers(options.db, request.tenant.id, request.query),
  });
  done();
};
