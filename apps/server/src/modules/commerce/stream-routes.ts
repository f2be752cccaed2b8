// HTTP for the concurrent-stream limit (ADR 046): take, renew, list and stop stream leases.
import {
  listStreamsCall,
  startStreamCall,
  stopStreamCall,
  streamHeartbeatCall,
} from '@touchline/contract/calls/streams';
import type { FastifyRequest } from 'fastify';
import type { ContractPlugin } from '../../http/contract-schemas';
import { AppError } from '../../http/app-error';
import { serveCall } from '../../http/serve-call';
import {
  listStreams,
  startStream,
  stopStream,
  streamHeartbeat,
  type StreamDeps,
  type StreamViewer,
} from './stream-lease-service';

/** `required` calls run with a full token, which always names its session. */
function viewerOf(request: FastifyRequest): StreamViewer {
  const sessionId = request.session?.id;
  if (!request.user || !sessionId) throw new AppError('unauthorized', 'Sign in to watch');
  return {
    tenant: request.tenant,
    userId: request.user.id,
    sessionId,
    deviceRowId: request.session?.deviceRowId ?? null,
  };
}

export const streamRoutes: ContractPlugin<{ deps: StreamDeps }> = (app, { deps }, done) => {
  const tag = 'streams';
  serveCall(app, startStreamCall, {
    tag,
    handler: async (request) => ({
      content: await startStream(deps, viewerOf(request), request.body.eventId),
    }),
  });
  serveCall(app, streamHeartbeatCall, {
    tag,
    handler: async (request) => ({
      content: await streamHeartbeat(deps, viewerOf(request), request.params.id),
    }),
  });
  serveCall(app, listStreamsCall, {
    tag,
    handler: async (request) => ({ content: await listStreams(deps, viewerOf(request)) }),
  });
  serveCall(app, stopStreamCall, {
    tag,
    handler: async (request) => ({
      content: await stopStream(deps, viewerOf(request), request.params.id),
    }),
  });
  done();
};
