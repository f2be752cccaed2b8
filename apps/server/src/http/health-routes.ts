// Liveness (the process answers) and readiness (the database answers) for orchestrators.
import type { FastifyPluginCallback } from 'fastify';

export const healthRoutes: FastifyPluginCallback<{ ping: () => Promise<void> }> = (
  app,
  options,
  done,
) => {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await options.ping();
    } catch (cause) {
      throw Object.assign(new Error('database unavailable', { cause }), { statusCode: 503 });
    }
    return { status: 'ready' };
  });
  done();
};
