// GET/HEAD /media/variants/{width}/{source}.{avif|webp} (ADR 055): a responsive copy of one of
// the media library's raster images, e.g. `/media/variants/640/posters/poster-1.jpg.avif`. The
// address names its source, so it never changes meaning: the copy is cached for a year, like the
// source. An address that is not a copy's (a width not offered, a path leaving the library, a
// file kind without copies) or whose source is missing reads as not found.
import { imageVariantTypes, parseImageVariantPath } from '@touchline/contract/image-variants';
import type { FastifyInstance } from 'fastify';
import { immutableCacheControl } from '../file-policy';
import type { VariantLibrary } from './variant-library';

export function registerImageVariantRoutes(media: FastifyInstance, library: VariantLibrary) {
  media.route({
    method: ['GET', 'HEAD'],
    url: '/variants/*',
    handler: async (request, reply) => {
      const address = parseImageVariantPath((request.params as { '*': string })['*']);
      if (!address) return reply.callNotFound();
      const bytes = await library.read(address, request.tenant.id);
      if (!bytes) return reply.callNotFound();
      return reply
        .header('content-type', imageVariantTypes[address.format])
        .header('cache-control', immutableCacheControl)
        .send(bytes);
    },
  });
}
