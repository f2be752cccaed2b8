// GET /media/live/{assetId}/master.m3u8 and /media/live/{assetId}/{rendition}/index.m3u8: the
// simulated live channel over a VOD asset, recomputed from the clock on every request. Caption
// tracks are renditions like the video ones: the same window over their WebVTT segments.
import type { FastifyInstance } from 'fastify';
import { livePlaylistCacheControl, playlistCacheControl, playlistContentType } from './file-policy';
import type { LiveCatalog } from './live-catalog';
import { dvrQueryValues, dvrWindowSegments, parseDvr } from './live-dvr';
import { liveMasterPlaylist, liveMediaPlaylist } from './live-playlist';
import { liveWindow } from './live-window';
import { mediaWireError } from './media-errors';

export interface LiveRouteOptions {
  catalog: LiveCatalog;
  now: () => number;
  windowSize: number;
  /** How far back a `?dvr=1` playlist reaches. */
  dvrWindowSeconds: number;
  epochMs: number;
}

interface AssetParams {
  assetId: string;
}

interface RenditionParams extends AssetParams {
  rendition: string;
}

interface LiveQuery {
  dvr?: unknown;
}

const liveUrl = (assetId: string, rendition: string, dvr: boolean) =>
  `/media/live/${assetId}/${rendition}/index.m3u8${dvr ? '?dvr=1' : ''}`;

const badDvr = mediaWireError('validation_error', `Invalid query: dvr: must be one of ${dvrQueryValues.join(', ')}`, {
  fields: [{ path: 'dvr', message: `must be one of ${dvrQueryValues.join(', ')}` }],
});

export function registerLiveRoutes(media: FastifyInstance, options: LiveRouteOptions) {
  const { catalog, now, windowSize, dvrWindowSeconds, epochMs } = options;
  const notFound = (what: string) => mediaWireError('not_found', `No live channel ${what}`);

  media.get<{ Params: AssetParams; Querystring: LiveQuery }>('/live/:assetId/master.m3u8', async (request, reply) => {
    const { assetId } = request.params;
    const dvr = parseDvr(request.query.dvr);
    if (dvr === 'invalid') return reply.code(400).send(badDvr);
    const asset = await catalog.get(assetId);
    if (!asset) return reply.code(404).send(notFound(assetId));
    // The variants keep the option, so the player's media playlists have the same depth.
    const body = liveMasterPlaylist(
      asset.variants.map(({ variant, rendition }) => ({ variant, url: liveUrl(asset.id, rendition.name, dvr) })),
      asset.subtitles.map(({ media, rendition }) => ({ rendition: media, url: liveUrl(asset.id, rendition.name, dvr) })),
    );
    return reply.type(playlistContentType).header('cache-control', playlistCacheControl).send(body);
  });

  media.get<{ Params: RenditionParams; Querystring: LiveQuery }>('/live/:assetId/:rendition/index.m3u8', async (request, reply) => {
    const { assetId, rendition: name } = request.params;
    const dvr = parseDvr(request.query.dvr);
    if (dvr === 'invalid') return reply.code(400).send(badDvr);
    const asset = await catalog.get(assetId);
    const rendition = [...(asset?.variants ?? []), ...(asset?.subtitles ?? [])].find(
      (v) => v.rendition.name === name,
    )?.rendition;
    if (!asset || !rendition) return reply.code(404).send(notFound(`${assetId}/${name}`));
    const size = dvr ? dvrWindowSegments(asset.durations, dvrWindowSeconds, windowSize) : windowSize;
    const window = liveWindow(asset.durations, { nowMs: now(), epochMs, windowSize: size });
    return reply
      .type(playlistContentType)
      .header('cache-control', livePlaylistCacheControl)
      .send(liveMediaPlaylist(rendition, window));
  });
}
