// The media side of signed playback addresses (playback-token.ts). The server's `rewriteUrl`
// strips `/t/{token}` from `/media/t/{token}/…` before routing, so the signed address reaches the
// same files and live playlists as the plain one, and remembers the token; the media scope's hook
// then refuses the request with 403 unless the token is this tenant's, unexpired, for this asset
// and this country. Live playlists name their variants and segments by absolute addresses, so
// those are given the same prefix on the way out. A plain address (no token) of a paid asset —
// one that an event of this tenant that is not free points at — is refused too (ADR 049); images
// (posters, stills, sprites) stay public. When the tenant limits concurrent streams, a token must
// carry a stream lease, and a playlist is served only while that lease lives, for the token's
// session and event (ADR 052).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../http/viewer';
import { mediaFilePolicy, playlistContentType } from './file-policy';
import { mediaWireError } from './media-errors';
import { mediaAddress, signedPrefix, type PlaybackSigner } from './playback-token';

const tokens = new WeakMap<IncomingMessage, string>();

/** For the server's `rewriteUrl`: a signed media address → the plain one, its token kept aside. */
export function rewritePlaybackUrl(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  if (!url.startsWith(signedPrefix)) return url;
  const rest = url.slice(signedPrefix.length);
  const slash = rest.indexOf('/');
  tokens.set(raw, slash < 0 ? rest : rest.slice(0, slash));
  return `/media/${slash < 0 ? '' : rest.slice(slash + 1)}`;
}

const denied = () =>
  mediaWireError('forbidden', 'This playback address is not valid here, or it has expired');

const unsigned = () =>
  mediaWireError('forbidden', 'This media plays only through a signed playback address');

const unleased = () =>
  mediaWireError('forbidden', 'This stream is not playing under a place of the account’s limit');

/** A live lease's owner facts, looked up by its id on the tenant. */
export type LeaseLookup = (
  tenantId: string,
  leaseId: string,
) => Promise<{ sessionId: string; eventId: string } | null>;

/** Posters, stills and sprites stay public, whatever folder they lie in. */
const isImage = (rest: string) =>
  mediaFilePolicy(`/${rest}`)?.contentType.startsWith('image/') ?? false;

/** The path as the router matches it (percent-decoded), so an encoded name cannot slip past. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Absolute media addresses at a line start or in a `URI="…"` attribute. */
const absoluteMedia = /(^|")\/media\//gm;

export function guardSignedMedia(
  media: FastifyInstance,
  options: {
    signer: PlaybackSigner;
    trustedCountryHeader: string | null;
    /** Whether an asset is paid on this tenant; absent, plain addresses are not checked. */
    isPaid?: (tenantId: string, grant: string) => Promise<boolean>;
    /** Live leases by id; absent, tokens are not checked against leases. */
    leaseOf?: LeaseLookup;
  },
) {
  const { isPaid, leaseOf } = options;
  media.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const token = tokens.get(request.raw);
    const address = mediaAddress(decodedPath(request.url));
    if (token === undefined) {
      if (!address || !isPaid || isImage(address.rest)) return undefined;
      if (await isPaid(request.tenant.id, address.grant)) return reply.code(403).send(unsigned());
      return undefined;
    }
    const claims = options.signer.verify(token, request.tenant.id);
    if (!claims || !address || address.grant !== claims.a) return reply.code(403).send(denied());
    if (viewerOf(request, options.trustedCountryHeader).country !== claims.c)
      return reply
        .code(403)
        .send(mediaWireError('region_blocked', 'This game cannot be watched in your region'));
    if (leaseOf && request.tenant.settings.streamLimit !== undefined) {
      if (claims.l === undefined) return reply.code(403).send(unleased());
      // A playlist costs a lookup; segments keep the signature's check, their token being
      // short-lived (leasedTokenSeconds). A live playlist is fetched again every few seconds, so a
      // stopped or lapsed lease stops a live stream at once.
      if (address.rest.endsWith('.m3u8')) {
        const lease = await leaseOf(request.tenant.id, claims.l);
        if (!lease || lease.sessionId !== claims.s || lease.eventId !== claims.e)
          return reply.code(403).send(unleased());
      }
    }
    return undefined;
  });
  media.addHook('onSend', async (request, reply, payload) => {
    const token = tokens.get(request.raw);
    if (token === undefined || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith(playlistContentType))
      return payload;
    return payload.replace(absoluteMedia, `$1${signedPrefix}${token}/`);
  });
}
