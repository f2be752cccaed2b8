// GET/HEAD /media/uploads/<tenant>/<job>/… from the media store (local files or a bucket), with
// what the file sender gives the other media folders: the file policy's content type and cache
// lifetime, ETag and Last-Modified with 304s, and single byte ranges (206, 416). A tenant's host
// serves that tenant's uploads only: another tenant's key reads as missing. The signed-address
// check (playback-guard.ts) is an onRequest hook of the same scope, so it refuses a bad token
// before the store is asked anything.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaFilePolicy } from '../file-policy';
import { mediaWireError } from '../media-errors';
import { parseRange } from './byte-range';
import type { ByteRange, MediaStore, StoredInfo } from './media-store';

/** If-None-Match / If-Modified-Since say the client's copy is current. */
function notModified(request: FastifyRequest, info: StoredInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags === '*' || tags.split(',').some((tag) => bare(tag) === bare(info.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: a range applies only while the client's validator is still the object's. */
function rangeApplies(request: FastifyRequest, info: StoredInfo): boolean {
  const raw = request.headers['if-range'];
  const condition = Array.isArray(raw) ? raw[0] : raw;
  if (condition === undefined) return true;
  if (condition.startsWith('"') || condition.startsWith('W/')) return condition === info.etag;
  return Date.parse(condition) >= Math.floor(info.lastModified.getTime() / 1000) * 1000;
}

/** The status and length headers of a whole object (200) or of one range of it (206). */
function sized(reply: FastifyReply, range: ByteRange | null, size: number): FastifyReply {
  if (!range) return reply.header('content-length', String(size));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', String(range.end - range.start + 1));
}

/** The store did not answer (a bucket down or refusing): the player should retry, not give up. */
class StoreUnavailable extends Error {}

const asked = async <T>(call: () => Promise<T>, request: FastifyRequest): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    request.log.error({ err: error }, 'media store request failed');
    throw new StoreUnavailable();
  }
};

export function serveStoredUploads(media: FastifyInstance, store: MediaStore): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await answer(request, reply);
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      return reply
        .code(503)
        .header('retry-after', '2')
        .header('cache-control', 'no-store')
        .send(mediaWireError('service_unavailable', 'Media storage is unavailable; try again'));
    }
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = (request.params as { '*': string })['*'];
    const policy = mediaFilePolicy(`/${rest}`);
    // The first part is the tenant: this host's uploads only, and never a key made up elsewhere.
    if (!policy || rest.split('/')[0] !== request.tenant.id) return reply.callNotFound();
    const key = `uploads/${rest}`;
    const info = await asked(() => store.head(key), request);
    if (!info) return reply.callNotFound();

    const described = () => {
      reply
        .header('content-type', policy.contentType)
        .header('cache-control', policy.cacheControl)
        .header('etag', info.etag)
        .header('last-modified', info.lastModified.toUTCString())
        .header('accept-ranges', 'bytes');
      if (policy.contentType === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply;
    };
    if (notModified(request, info)) return described().code(304).send();

    const range = rangeApplies(request, info)
      ? parseRange(request.headers.range, info.size)
      : null;
    if (range === 'unsatisfiable') {
      // The length, so a player can ask again for a range that exists.
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send(mediaWireError('range_not_satisfiable', 'Range not satisfiable'));
    }
    if (request.method === 'HEAD') return sized(described(), range, info.size).send();
    const body = await asked(() => store.read(key, range ?? undefined), request);
    // Removed between the two calls: as if it had never been there.
    if (!body) return reply.callNotFound();
    return sized(described(), range, info.size).send(body);
  };
  media.route({ method: ['GET', 'HEAD'], url: '/uploads/*', handler });
}
