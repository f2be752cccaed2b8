// Request ids (ADR 044): every log line of a request carries `reqId`. Fastify's default counts from
// 1 in each process, so ids repeat across processes; a UUID does not. X-Request-Id is kept when a
// trusted proxy (TRUSTED_PROXIES) sent it and it looks like an id, so one request can be followed
// from the proxy's log into the process that served it; the answer carries it back.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { trustedPeer } from './trusted-proxy-plugin';

export const requestIdHeader = 'x-request-id';

/** Anything else (long, or with characters a log reader could be fooled by) is replaced. */
const wellFormed = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: a client that is not a trusted proxy cannot choose its id. */
export function requestIds(trustedProxies: string[]): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustedProxies);
  return (request) => {
    const given = request.headers[requestIdHeader];
    return typeof given === 'string' &&
      wellFormed.test(given) &&
      trusted(request.socket.remoteAddress)
      ? given
      : randomUUID();
  };
}

const echo: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    void reply.header(requestIdHeader, request.id);
    next();
  });
  done();
};

export const requestIdPlugin = fp(echo, { name: 'touchline-request-id' });
