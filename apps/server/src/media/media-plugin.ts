// Serves the media library under /media: VOD playlists and segments, posters and images from
// `{mediaDir}/demo`, and simulated live channels over the VOD assets. Everything here answers
// with CORS open (players and image tags on any tenant host) and failures in the wire format.
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerClipRoutes } from './clip-routes';
import { createVariantLibrary } from './images/variant-library';
import { registerImageVariantRoutes } from './images/variant-routes';
import { mediaFilePolicy } from './file-policy';
import { demoAssetAliases } from './demo-aliases';
import { createLiveCatalog } from './live-catalog';
import { registerLiveRoutes } from './live-routes';
import { mediaWireError } from './media-errors';
import { guardSignedMedia, type LeaseLookup } from './playback-guard';
import type { PlaybackSigner } from './playback-token';
import type { MediaStore } from './storage/media-store';
import { serveStoredUploads } from './storage/stored-media-routes';

export interface MediaPluginOptions {
  /** The folder holding `demo/` (the committed demo media), e.g. `./media` or `DATA_DIR/media`. */
  mediaDir: string;
  /** Transcoded uploads (ADR 043), served under /media/uploads/ from local files or a bucket
   *  (ADR 047); absent, nothing is. */
  uploads?: MediaStore;
  /** Wall clock for the live channels; tests pass a fixed one. */
  now?: () => number;
  /** Finished segments each live playlist lists (default 6, i.e. 12 s of 2 s segments). */
  liveWindowSegments?: number;
  /** How far back a live playlist asked for with `?dvr=1` reaches (default 600 s). */
  dvrWindowSeconds?: number;
  /** When the live loops began; any fixed instant works, every process must use the same one. */
  liveEpochMs?: number;
  /** Checks signed playback addresses (`/media/t/{token}/…`, turned into plain ones by the server's
   *  `rewriteUrl`); the app always passes it. */
  playback?: {
    signer: PlaybackSigner;
    trustedCountryHeader: string | null;
    /** Whether an asset is paid on a tenant: its plain address then answers 403 (ADR 049). */
    isPaid?: (tenantId: string, grant: string) => Promise<boolean>;
    leaseOf?: LeaseLookup;
  };
}

export const defaultLiveWindowSegments = 6;
export const defaultDvrWindowSeconds = 600;
export const defaultLiveEpochMs = Date.UTC(2025, 0, 1);

const exposedHeaders = 'Content-Length, Content-Range, Accept-Ranges, ETag, Last-Modified';

function serveFolder(media: FastifyInstance, prefix: string, root: string) {
  return media.register(fastifyStatic, {
    root,
    prefix,
    // The app may decorate `sendFile` for its own static files; these routes do not need it.
    decorateReply: false,
    index: false,
    wildcard: true,
    list: false,
    contentType: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    allowedPath: (pathName) => mediaFilePolicy(pathName) !== null,
    setHeaders: (res, filePath) => {
      const policy = mediaFilePolicy(`/${relative(root, filePath).split(sep).join('/')}`);
      if (!policy) return;
      res.setHeader('content-type', policy.contentType);
      res.setHeader('cache-control', policy.cacheControl);
      if (policy.contentType === 'image/svg+xml') {
        // An SVG opened directly must not run script on the portal's origin.
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
    },
  });
}

const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  // The file sender needs absolute roots; MEDIA_DIR may be given relative to the working folder.
  const demoDir = resolve(options.mediaDir, 'demo');
  await app.register(
    async (media) => {
      media.addHook('onRequest', async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('access-control-expose-headers', exposedHeaders);
        reply.header('timing-allow-origin', '*');
        reply.header('x-content-type-options', 'nosniff');
      });
      media.options('/*', async (_request, reply) =>
        reply
          .code(204)
          .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
          .header('access-control-allow-headers', 'Range, If-None-Match, If-Modified-Since')
          .header('access-control-max-age', '86400')
          .send(),
      );
      if (options.playback) guardSignedMedia(media, options.playback);

      // A paid demo game's alias serves its shared demo folder under a name of its own (ADR 049);
      // the more specific prefix wins over `/vod/`.
      for (const [alias, folder] of demoAssetAliases)
        await serveFolder(media, `/vod/${alias}/`, join(demoDir, 'vod', folder));
      await serveFolder(media, '/vod/', join(demoDir, 'vod'));
      await serveFolder(media, '/posters/', join(demoDir, 'posters'));
      await serveFolder(media, '/images/', join(demoDir, 'images'));
      await serveFolder(media, '/vast/', join(demoDir, 'vast'));
      if (options.uploads) serveStoredUploads(media, options.uploads);
      // Responsive copies of posters and images (ADR 055), kept in the same store as uploads.
      registerImageVariantRoutes(
        media,
        createVariantLibrary({ demoDir, ...(options.uploads ? { store: options.uploads } : {}) }),
      );

      const catalog = createLiveCatalog(join(demoDir, 'vod'), '/media/vod');
      registerLiveRoutes(media, {
        catalog,
        now: options.now ?? Date.now,
        windowSize: options.liveWindowSegments ?? defaultLiveWindowSegments,
        dvrWindowSeconds: options.dvrWindowSeconds ?? defaultDvrWindowSeconds,
        epochMs: options.liveEpochMs ?? defaultLiveEpochMs,
      });

      registerClipRoutes(media, catalog);

      // Claims the whole /media space, so no other wildcard route (the app's pages) answers in it.
      media.get('/*', (_request, reply) => reply.callNotFound());

      media.setNotFoundHandler(async (request, reply) => {
        const path = request.url.split('?')[0] ?? request.url;
        return reply.code(404).send(mediaWireError('not_found', `No such media: ${path}`));
      });

      media.setErrorHandler(async (error, request, reply) => {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 416) {
          // The file's length, so a player can ask again for a range that exists.
          const range = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
          if (range) reply.header('content-range', range);
          return reply
            .code(416)
            .send(mediaWireError('range_not_satisfiable', 'Range not satisfiable'));
        }
        if (status === 400) {
          // The file sender refuses an address it cannot read (bad percent-encoding, a NUL byte).
          const fields = [{ path: '(url)', message: error.message }];
          return reply
            .code(400)
            .send(mediaWireError('validation_error', `Invalid url: ${error.message}`, { fields }));
        }
        if (typeof status === 'number' && status > 400 && status < 500) {
          // Refusals from the file sender (403 for a path outside the root) read as not found.
          return reply.code(404).send(mediaWireError('not_found', 'No such media'));
        }
        request.log.error({ err: error }, 'media request failed');
        return reply.code(500).send(mediaWireError('internal_error', 'An error occurred'));
      });
    },
    { prefix: '/media' },
  );
};

export default mediaPlugin;
