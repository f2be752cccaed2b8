// The build manifests of spec §7 ("Infrastructure fetches"): builds/latest.json names the build
// the server is serving now, builds/meta/{buildId}.json describes it. An open page polls the
// first and, once the id differs from its own, loads the next page in full (a new deploy).
// The id comes from WEB_DIST/build.json, written by the portal's build; it is read again when the
// file changes, so a rebuild under a running server is announced too.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { wireError } from './wire-error';

export const buildManifest = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  timestamp: z.number().int().nonnegative(),
});
export type BuildManifest = z.infer<typeof buildManifest>;

/** The current build's manifest, or null when the portal is not built (API only, `vite dev`). */
export function buildManifestReader(webDist: string) {
  const file = join(webDist, 'build.json');
  let cached: { mtimeMs: number; manifest: BuildManifest | null } = { mtimeMs: -1, manifest: null };
  return async (): Promise<BuildManifest | null> => {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (mtimeMs !== cached.mtimeMs) {
      const text = await readFile(file, 'utf8').catch(() => 'null');
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // A half-written or broken file: no build is announced until it is whole.
      }
      const parsed = buildManifest.safeParse(json);
      cached = { mtimeMs, manifest: parsed.success ? parsed.data : null };
    }
    return cached.manifest;
  };
}

export const buildRoutes: FastifyPluginCallback<{ webDist: string }> = (app, options, done) => {
  const current = buildManifestReader(options.webDist);
  const notBuilt = wireError('not_found', 'No build is being served');

  // Polled with a timestamp query (spec §7) so no cache in between answers an old id.
  app.get('/builds/latest.json', async (_request, reply) => {
    const manifest = await current();
    reply.header('cache-control', 'no-cache');
    if (!manifest) return reply.code(404).send(notBuilt);
    return manifest;
  });

  // Only the running build is described; an older or made-up id is not found.
  app.get('/builds/meta/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const manifest = await current();
    if (!manifest || file !== `${manifest.id}.json`)
      return reply.code(404).send(wireError('not_found', 'Unknown build'));
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return { ...manifest, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
  });
  done();
};
