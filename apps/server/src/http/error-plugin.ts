// Every failure, and every unmatched route, answers in the wire format. Unmatched non-API GETs are
// first offered to `pageFallback` (the single-page app).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toWireError, wireError } from './wire-error';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Fastify's `frameworkErrors` option: failures it answers before any route runs (a URL that is not
 * valid percent-encoding) would otherwise get its own body, not the wire format.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toWireError(error);
  request.log.info({ status, code: body.error }, body.message);
  void reply.status(status).send(body);
}

export default fp<{ pageFallback?: PageFallback }>(
  (app, options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = toWireError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: body.error }, body.message);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (
        options.pageFallback &&
        !isApiPath(request.url) &&
        (await options.pageFallback(request, reply))
      )
        return reply;
      const path = request.url.split('?')[0];
      return reply
        .status(404)
        .send(wireError('not_found', `No such resource: ${request.method} ${path}`));
    });
    done();
  },
  { name: 'touchline-errors' },
);
