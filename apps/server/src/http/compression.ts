// Compression of what the server writes per request (ADR 036): pages, API answers and live
// playlists, brotli or gzip as the client accepts. The built portal's files are compressed once
// at build time and sent as they are (spa-plugin `preCompressed`); video segments are left alone.
// Answers written whole (API JSON) also carry an ETag of their body, so a client asking again
// with If-None-Match gets a 304 without the body.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Text types worth compressing; HLS playlists have a type of their own. */
export const compressibleTypes =
  /^(text\/|application\/(json|problem\+json|javascript|xml|vnd\.apple\.mpegurl|x-mpegurl)\b)|\+json\b|\+xml\b/;

export async function registerCompression(app: FastifyInstance) {
  // Before compression: the tag is the hash of the answer as written, not of its compressed form.
  await app.register(fastifyEtag, { algorithm: 'fnv1a' });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Small answers gain little and cost a compressor each.
    threshold: 1024,
    customTypes: compressibleTypes,
    // Quality 4: most of brotli's gain at a fraction of its top setting's time, on every answer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
