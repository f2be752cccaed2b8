// Spec §7: "Query arrays are sent as name[]=value". The query parser keeps the brackets in the
// key, so a plugin whose calls take arrays in the query renames `name[]` to `name` before
// validation (values of both spellings are kept together).
import type { FastifyInstance } from 'fastify';

export function acceptBracketArrays(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return done();
    for (const key of Object.keys(query)) {
      if (!key.endsWith('[]')) continue;
      const name = key.slice(0, -2);
      const values = [query[name], query[key]].flat().filter((v) => v !== undefined);
      delete query[key];
      query[name] = values;
    }
    done();
  });
}
