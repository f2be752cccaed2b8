// GET /media/clip/{assetId}/{startMs}-{endMs}/master.m3u8 and …/{rendition}/index.m3u8: a user
// clip played from its source asset's own segments (clip-address.ts writes these addresses).
import type { FastifyInstance } from 'fastify';
import { parseClipRange } from './clip-address';
import { clipMediaPlaylist, clipSpan, twoPasses } from './clip-playlist';
import { immutableCacheControl, playlistContentType } from './file-policy';
import type { LiveCatalog } from './live-catalog';
import { liveMasterPlaylist } from './live-playlist';
import { mediaWireError } from './media-errors';

interface ClipParams {
  assetId: string;
  range: string;
}

const clipUrl = (assetId: string, range: string, rendition: string) =>
  `/media/clip/${assetId}/${range}/${rendition}/index.m3u8`;

export function registerClipRoutes(media: FastifyInstance, catalog: LiveCatalog) {
  const notFound = (what: string) => mediaWireError('not_found', `No clip ${what}`);

  /** The asset and span the address names, or null when either is not there. */
  async function resolve({ assetId, range }: ClipParams) {
    const marks = parseClipRange(range);
    const asset = marks && (await catalog.get(assetId));
    if (!asset || !marks) return null;
    // A clip starts in the asset's first pass and may end in the second (live-clip.ts).
    const durations = twoPasses(asset.durations);
    const span = clipSpan(durations, marks.startMs, marks.endMs);
    return span && span.first < asset.durations.length ? { asset, span, durations } : null;
  }

  media.get<{ Params: ClipParams }>('/clip/:assetId/:range/master.m3u8', async (request, reply) => {
    const { assetId, range } = request.params;
    const found = await resolve(request.params);
    if (!found) return reply.code(404).send(notFound(`${assetId}/${range}`));
    const body = liveMasterPlaylist(
      found.asset.variants.map(({ variant, rendition }) => ({
        variant,
        url: clipUrl(assetId, range, rendition.name),
      })),
      found.asset.subtitles.map(({ media: m, rendition }) => ({
        rendition: m,
        url: clipUrl(assetId, range, rendition.name),
      })),
    );
    // The address holds everything the playlist depends on, so it never changes.
    return reply.type(playlistContentType).header('cache-control', immutableCacheControl).send(body);
  });

  media.get<{ Params: ClipParams & { rendition: string } }>(
    '/clip/:assetId/:range/:rendition/index.m3u8',
    async (request, reply) => {
      const { assetId, range, rendition: name } = request.params;
      const found = await resolve(request.params);
      const rendition = found
        ? [...found.asset.variants, ...found.asset.subtitles].find((v) => v.rendition.name === name)
            ?.rendition
        : undefined;
      if (!found || !rendition) return reply.code(404).send(notFound(`${assetId}/${range}/${name}`));
      return reply
        .type(playlistContentType)
        .header('cache-control', immutableCacheControl)
        .send(clipMediaPlaylist(rendition, found.durations, found.span));
    },
  );
}
