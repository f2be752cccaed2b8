// HTTP for live inputs (/api/admin/live-inputs…), behind the operator check (ADR 056).
import {
  createLiveCall,
  getLiveInputCall,
  listLiveInputsCall,
  rotateLiveKeyCall,
} from '@touchline/contract/calls/admin-live';
import type { Db } from '../../db/open';
import type { TokenVerifier } from '../../http/auth-plugin';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import type { EventPublisher } from '../../realtime/event-publisher';
import {
  createLiveInput,
  liveInputList,
  liveInputStatus,
  rotateLiveKey,
  type IngestAddress,
} from './live-input-service';
import { operatorActor, requireOperator } from './operator-auth';

export interface LiveInputRouteOptions {
  db: Db;
  verify: TokenVerifier;
  publisher: () => EventPublisher;
  invalidate: (tenantId: string) => void;
  /** Null when this portal cannot take pushes (no ffmpeg, the RTMP port off or taken). */
  address: IngestAddress | null;
}

export const liveInputRoutes: ContractPlugin<LiveInputRouteOptions> = (app, options, done) => {
  const authenticate = requireOperator({ db: options.db, verify: options.verify });
  const tag = 'admin';
  const { db, address } = options;

  serveCall(app, createLiveCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await createLiveInput(
        { db, address, publisher: options.publisher(), invalidate: options.invalidate },
        request.tenant,
        operatorActor(request),
        request.body,
        request.hostname,
      ),
    }),
  });
  serveCall(app, listLiveInputsCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: {
        entries: await liveInputList(
          db,
          address,
          request.tenant,
          request.query.limit,
          request.hostname,
        ),
      },
    }),
  });
  serveCall(app, getLiveInputCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await liveInputStatus(
        db,
        address,
        request.tenant,
        request.params.id,
        request.hostname,
      ),
    }),
  });
  serveCall(app, rotateLiveKeyCall, {
    tag,
    authenticate,
    handler: async (request) => ({
      content: await rotateLiveKey(
        { db, address },
        request.tenant,
        operatorActor(request),
        request.params.id,
        request.hostname,
      ),
    }),
  });
  done();
};
