// The OpenAPI document, generated from the contract's zod schemas the routes are declared with.
// Served at /api/openapi.json; browsable at /api/docs when API_DOCS is on (off by default in
// production, where the UI's extra pages and scripts serve nobody but a prober).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { contractTransform, securitySchemes } from './openapi-operations';

export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; publicUrl: string | null; ui: boolean },
) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Touchline API',
        description:
          'The API of the Touchline sports video portal. Every failure answers `{ error, messageErrorCode, message }`.',
        version: options.version,
      },
      servers: options.publicUrl ? [{ url: options.publicUrl }] : [],
      components: { securitySchemes },
    },
    transform: contractTransform,
  });
  // staticCSP: the UI sends its own policy (hashes of its inline parts), which the answer-wide
  // default of security-headers-plugin.ts would otherwise replace and break.
  if (options.ui)
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
