// The media side of signed playback addresses (playback-token.ts). The server's `rewriteUrl`
// strips `/t/{token}` from `/media/t/{token}/…` before routing, so the signed address reaches the
// same files and live playlists as the plain one, and remembers the token; the media scope's hook
// then refuses the request with 403 unless the token is this tenant's, unexpired, for this asset
// and this country. Live playlists name their variants and segments by absolute addresses, so
// those are given the same prefix on the way out.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../http/viewer';
import { playlistContentType } from './file-policy';
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

/** Absolute media addresses at a line start or in a `URI="…"` attribute. */
const absoluteMedia = /(^|")\/media\//gm;

export function guardSignedMedia(
  media: FastifyInstance,
  options: { signer: PlaybackSigner; trustedCountryHeader: string | null },
) {
  media.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const token = tokens.get(request.raw);
    if (token === undefined) return;
    const claims = options.signer.verify(token, request.tenant.id);
    const address = mediaAddress(request.url.split('?')[0] ?? '');
    if (!claims || !address || address.grant !== claims.a) return reply.code(403).send(denied());
    if (viewerOf(request, options.trustedCountryHeader).country !== claims.c)
      return reply
        .code(403)
        .send(mediaWireError('region_blocked', 'This game cannot be watched in your region'));
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
