// GET /media/live/{assetId}/master.m3u8 and /media/live/{assetId}/{rendition}/index.m3u8: the
// simulated live channel over a VOD asset, recomputed from the clock on every request.
import type { FastifyInstance } from 'fastify';
import { livePlaylistCacheControl, playlistCacheControl, playlistContentType } from './file-policy';
import type { LiveCatalog } from './live-catalog';
import { liveMasterPlaylist, liveMediaPlaylist } from './live-playlist';
import { liveWindow } from './live-window';
import { mediaWireError } from './media-errors';

export interface LiveRouteOptions {
  catalog: LiveCatalog;
  now: () => number;
  windowSize: number;
  epochMs: number;
}

interface AssetParams {
  assetId: string;
}

interface RenditionParams extends AssetParams {
  rendition: string;
}

const liveUrl = (assetId: string, rendition: string) => `/media/live/${assetId}/${rendition}/index.m3u8`;

export function registerLiveRoutes(media: FastifyInstance, options: LiveRouteOptions) {
  const { catalog, now, windowSize, epochMs } = options;
  const notFound = (what: string) => mediaWireError('not_found', `No live channel ${what}`);

  media.get<{ Params: AssetParams }>('/live/:assetId/master.m3u8', async (request, reply) => {
    const { assetId } = request.params;
    const asset = await catalog.get(assetId);
    if (!asset) return reply.code(404).send(notFound(assetId));
    const body = liveMasterPlaylist(
      asset.variants.map(({ variant, rendition }) => ({ variant, url: liveUrl(asset.id, rendition.name) })),
    );
    return reply.type(playlistContentType).header('cache-control', playlistCacheControl).send(body);
  });

  media.get<{ Params: RenditionParams }>('/live/:assetId/:rendition/index.m3u8', async (request, reply) => {
    const { assetId, rendition: name } = request.params;
    const asset = await catalog.get(assetId);
    const rendition = asset?.variants.find((v) => v.rendition.name === name)?.rendition;
    if (!asset || !rendition) return reply.code(404).send(notFound(`${assetId}/${name}`));
    const window = liveWindow(asset.durations, { nowMs: now(), epochMs, windowSize });
    return reply
      .type(playlistContentType)
      .header('cache-control', livePlaylistCacheControl)
      .send(liveMediaPlaylist(rendition, window));
  });
}
