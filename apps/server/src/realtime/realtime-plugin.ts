// socket.io on the app's own HTTP server at /ws (spec §7 "Realtime socket"): the handshake's
// Host header picks the tenant (the same resolver as HTTP requests), rooms are tenant-scoped,
// and `app.realtime` sends to them. REDIS_URL switches on the Redis adapter.
import type { ErrorCode } from '@touchline/contract/errors';
import { socketAuth } from '@touchline/contract/socket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { Db } from '../db/open';
import { withTenant } from '../db/tenant-scope';
import { wireError } from '../http/wire-error';
import { hostName } from '../modules/tenants/tenant-resolver';
import { eventExists } from './event-room-repository';
import { originAllowed } from './origin-policy';
import type { RealtimeServer } from './realtime-types';
import { createRealtimeService, type RealtimeService } from './realtime-service';
import { connectRedisRelay } from './redis-adapter';
import { createRoomHandlers, listenForRoomRequests } from './room-handlers';
import { refuseEveryToken, type AuthenticateSocket } from './socket-auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

/**
 * A refused handshake: socket.io hands `data` to the client's `connect_error`, so it carries the
 * wire format of an HTTP failure (decisions.md).
 */
const handshakeError = (code: ErrorCode, message: string) =>
  Object.assign(new Error(message), { data: wireError(code, message) });

export interface RealtimePluginOptions {
  db: Db;
  /** Set: rooms span every server process through Redis pub/sub. */
  redisUrl: string | null;
  /** Verifies a handshake's access token; without one, user rooms are refused. */
  authenticateSocket?: AuthenticateSocket;
  /** Another process announced that the tenant's cached answers are stale. */
  onAnswersStale?: (tenantId: string) => void;
}

export const realtimePath = '/ws';

const realtimePlugin: FastifyPluginAsync<RealtimePluginOptions> = async (app, options) => {
  const log = app.log.child({ module: 'realtime' });
  const authenticate = options.authenticateSocket ?? refuseEveryToken;

  const io: RealtimeServer = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // Same origin only: no `cors` option, so no CORS headers; allowRequest refuses foreign pages.
    allowRequest: (request, callback) => {
      app.tenants.resolve(hostName(request.headers.host)).then(
        (tenant) => {
          const allowed = originAllowed(
            request.headers.origin,
            request.headers.host,
            tenant?.hosts ?? [],
          );
          callback(allowed ? null : 'origin not allowed', allowed);
        },
        (err: unknown) => {
          log.error({ err }, 'tenant resolution failed for a socket handshake');
          callback('tenant resolution failed', false);
        },
      );
    },
  });

  const relay = options.redisUrl ? await connectRedisRelay(options.redisUrl, log) : null;
  if (relay) io.adapter(relay.adapter);
  io.on('answers-stale', (tenantId) => {
    if (typeof tenantId === 'string') options.onAnswersStale?.(tenantId);
  });

  io.use((socket, next) => {
    app.tenants.resolve(hostName(socket.request.headers.host)).then(
      (tenant) => {
        if (!tenant) return next(handshakeError('not_found', 'No tenant for this host'));
        const auth = socketAuth.safeParse(socket.handshake.auth);
        socket.data.tenant = tenant;
        socket.data.token = auth.success ? (auth.data.token ?? null) : null;
        next();
      },
      (err: unknown) => {
        log.error({ err }, 'tenant resolution failed for a socket');
        next(handshakeError('service_unavailable', 'Tenant resolution failed'));
      },
    );
  });

  // Socket messages arrive outside any HTTP request: each lookup enters its tenant's scope.
  const handlers = createRoomHandlers({
    eventExists: (tenantId, eventId) =>
      withTenant(tenantId, () => eventExists(options.db, tenantId, eventId)),
    userOf: (socket) => {
      const { token, tenant } = socket.data;
      return token
        ? withTenant(tenant.id, () => authenticate(token, tenant))
        : Promise.resolve(null);
    },
  });
  io.on('connection', (socket) => listenForRoomRequests(socket, handlers, log));

  app.decorate('realtime', createRealtimeService(io, { relayed: relay !== null }));

  // Sockets are upgraded connections the HTTP server would wait for, so they go first; only this
  // process's sockets (io.local), the others belong to other processes.
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await relay?.close();
  });
};

export default fp(realtimePlugin, {
  name: 'touchline-realtime',
  dependencies: ['touchline-tenant'],
});
