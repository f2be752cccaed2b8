// socket.io on the app's own HTTP server at /ws (spec §7 "Realtime socket"): the handshake's
// Host header picks the tenant (the same resolver as HTTP requests), rooms are tenant-scoped,
// and `app.realtime` sends to them. REDIS_URL switches on the Redis adapter.
import type { ErrorCode, WireError } from '@touchline/contract/errors';
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
import type { RealtimeServer, RealtimeSocket } from './realtime-types';
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
const handshakeError = (code: ErrorCode, message: string, fields?: WireError['fields']) =>
  Object.assign(new Error(message), { data: wireError(code, message, fields ? { fields } : {}) });

export interface RealtimePluginOptions {
  db: Db;
  /** Set: rooms span every server process through Redis pub/sub. */
  redisUrl: string | null;
  /** Verifies a handshake's access token; without one, user rooms are refused. */
  authenticateSocket?: AuthenticateSocket;
  /** Another process announced that the tenant's cached answers are stale. */
  onAnswersStale?: (tenantId: string) => void;
  /** Another process created or changed a tenant. */
  onTenantsStale?: () => void;
}

export const realtimePath = '/ws';

const realtimePlugin: FastifyPluginAsync<RealtimePluginOptions> = async (app, options) => {
  const log = app.log.child({ module: 'realtime' });
  const authenticate = options.authenticateSocket ?? refuseEveryToken;

  // Same origin only: no `cors` option, so no CORS headers. Foreign pages are refused by the
  // handshake middleware below, not by engine.io's allowRequest: allowRequest can only fail the
  // HTTP upgrade (the client sees a bare "websocket error"), a middleware's refusal reaches the
  // client's `connect_error` with the wire error as its `data`. A refused socket joins no
  // namespace, so it can neither ask for a room nor receive a message.
  const io: RealtimeServer = new Server(app.server, { path: realtimePath, serveClient: false });

  const relay = options.redisUrl ? await connectRedisRelay(options.redisUrl, log) : null;
  if (relay) io.adapter(relay.adapter);
  io.on('answers-stale', (tenantId) => {
    if (typeof tenantId === 'string') options.onAnswersStale?.(tenantId);
  });
  io.on('tenants-stale', () => options.onTenantsStale?.());

  /** Why the handshake is refused, or null when it may connect (as the token's user, if any). */
  const refusal = async (socket: RealtimeSocket) => {
    const { host, origin } = socket.request.headers;
    const tenant = await app.tenants.resolve(hostName(host));
    if (!tenant) return handshakeError('not_found', 'No tenant for this host');
    if (!originAllowed(origin, host, tenant.hosts))
      return handshakeError('forbidden', 'Pages of another site may not open this socket');
    const auth = socketAuth.safeParse(socket.handshake.auth);
    if (!auth.success) {
      const fields = auth.error.issues.map((issue) => ({
        path: ['auth', ...issue.path].join('.'),
        message: issue.message,
      }));
      const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
      return handshakeError('validation_error', `Invalid handshake: ${summary}`, fields);
    }
    const token = auth.data.token ?? null;
    // As an HTTP call whose token is optional: none is fine, one that is sent must be valid (a
    // client refreshes it, or connects without one).
    if (token !== null && (await withTenant(tenant.id, () => authenticate(token, tenant))) === null)
      return handshakeError('invalid_token', 'The access token is not valid for this site');
    socket.data.tenant = tenant;
    socket.data.token = token;
    return null;
  };

  io.use((socket, next) => {
    refusal(socket).then(
      (refused) => next(refused ?? undefined),
      (err: unknown) => {
        log.error({ err }, 'a socket handshake could not be checked');
        next(handshakeError('service_unavailable', 'The handshake could not be checked'));
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
