// HTTP for the console and the operator command: leagues, categories and teams, games, a
// channel's programme, and the audit trail (/api/admin/…), behind the operator check. Every write
// names its actor.
import {
  createEventCall,
  createIdentityCall,
  listAdminEventsCall,
  listAdminIdentitiesCall,
  listAuditCall,
  updateEventCall,
  updateIdentityCall,
} from '@touchline/contract/calls/admin';
import { getProgrammeCall, setProgrammeCall } from '@touchline/contract/calls/admin-programme';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { EventPublisher } from '../../realtime/event-publisher';
import type { AdminDeps } from './admin-deps';
import { createIdentity, listIdentities, updateIdentity } from './admin-identity-service';
import { auditTrail, createEvent, listEvents, updateEvent } from './admin-service';
import { getProgramme, setProgramme } from './admin-programme-service';
import { operatorActor, requireOperator } from './operator-auth';
import type { PushNotices } from '../push/push-service';

export interface AdminRouteOptions {
  db: Db;
  verify: TokenVerifier;
  /** Resolved per request: the realtime plugin may register after these routes. */
  publisher: () => EventPublisher;
  invalidate: (tenantId: string) => void;
  notices?: PushNotices;
}

export const adminRoutes: ContractPlugin<AdminRouteOptions> = (app, options, done) => {
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const deps = (): AdminDeps => ({
    db: options.db,
    publisher: options.publisher(),
    invalidate: options.invalidate,
    ...(options.notices ? { notices: options.notices } : {}),
  });
  const tag = 'admin';

  serveCall(app, listAdminIdentitiesCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { entries: await listIdentities(options.db, request.tenant, request.query.kind) },
    }),
  });
  serveCall(app, createIdentityCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createIdentity(deps(), request.tenant, operatorActor(request), request.body),
    }),
  });
  serveCall(app, updateIdentityCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await updateIdentity(
        deps(),
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  serveCall(app, listAdminEventsCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { entries: await listEvents(options.db, request.tenant) },
    }),
  });
  serveCall(app, createEventCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createEvent(deps(), request.tenant, operatorActor(request), request.body),
    }),
  });
  serveCall(app, updateEventCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await updateEvent(
        deps(),
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  serveCall(app, getProgrammeCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await getProgramme(options.db, request.tenant, request.params.id),
    }),
  });
  serveCall(app, setProgrammeCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await setProgramme(
        deps(),
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.body,
      ),
    }),
  });
  serveCall(app, listAuditCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: { entries: await auditTrail(options.db, request.tenant, request.query.targetId) },
    }),
  });
  done();
};
