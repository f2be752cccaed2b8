// Every failure, and every unmatched route, answers in the wire format; a path that exists with
// other methods answers 405 with `Allow`. Unmatched non-API GETs are first offered to
// `pageFallback` (the single-page app).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../i18n/request-locale';
import { inViewerLanguage } from '../i18n/server-texts';
import { clientLeftMidAnswer } from './logger';
import { trackRouteMethods } from './route-methods';
import { toWireError, wireError } from './wire-error';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The wire body with its message in the language the request asks for (ADR 040). */
const forViewer = <T extends { error: string; message: string }>(
  request: FastifyRequest,
  body: T,
) => inViewerLanguage(body, requestLocale(request.headers['accept-language']));

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Fastify's `frameworkErrors` option: failures it answers before any route runs (a URL that is not
 * valid percent-encoding) would otherwise get its own body, not the wire format.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toWireError(error, requestLocale(request.headers['accept-language']));
  request.log.info({ status, code: body.error }, body.message);
  void reply.status(status).send(forViewer(request, body));
}

export default fp<{ pageFallback?: PageFallback }>(
  (app, options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = toWireError(
        error,
        requestLocale(request.headers['accept-language']),
      );
      // A stream cut short because the client went away (its connection is closed) is not ours
      // to fix; the same error with the connection still open is a fault of a source stream.
      if (clientLeftMidAnswer(error) && (request.raw.destroyed || reply.raw.destroyed))
        request.log.info({ err: error }, 'the client left before the answer ended');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: body.error }, body.message);
      return reply.status(status).send(forViewer(request, body));
    });

    const routeMethods = trackRouteMethods(app);

    app.setNotFoundHandler(async (request, reply) => {
      if (
        options.pageFallback &&
        !isApiPath(request.url) &&
        (await options.pageFallback(request, reply))
      )
        return reply;
      const path = request.url.split('?')[0];
      const allowed = routeMethods.allowed(request.url);
      // A route of this very method that still ended here found nothing under its path: a 404.
      if (allowed.length > 0 && !allowed.includes(request.method as (typeof allowed)[number]))
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send(
            forViewer(
              request,
              wireError(
                'method_not_allowed',
                `${request.method} is not allowed on ${path}; it answers ${allowed.join(', ')}`,
              ),
            ),
          );
      return reply
        .status(404)
        .send(
          forViewer(request, wireError('not_found', `No such resource: ${request.method} ${path}`)),
        );
    });
    done();
  },
  { name: 'touchline-errors' },
);
