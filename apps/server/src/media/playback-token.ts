// Signed playback addresses (decisions.md "Playback authorization"): media of an event that is
// not free is reached only through `/media/t/{token}/{vod|live}/{asset}/…`. The token is an HMAC
// with a key of the tenant's own (derived from the server secret), bound to the tenant, the
// event, the viewer's session and country, the asset, and an expiry. It sits in the path, as CDN
// token auth does, so the relative segment and key addresses of a playlist inherit it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a signed address plays; the player asks for the event again to renew it. */
export const playbackTokenSeconds = 30 * 60;

/** A token bound to a stream lease lives shorter (ADR 052): segments check only the signature,
 *  so this bounds how long a client that ignores a stopped lease keeps loading them. */
export const leasedTokenSeconds = 5 * 60;

/** The path prefix of signed media addresses, under /media. */
export const signedPrefix = '/media/t/';

const claimsSchema = z.object({
  /** Tenant. */
  t: z.string(),
  /** Event. */
  e: z.string(),
  /** Session of the viewer it was made for. */
  s: z.string(),
  /** Country the viewer was in (region rules hold on media too). */
  c: z.string(),
  /** Asset folder name (`match-3`): the token opens `vod/{a}/` and `live/{a}/` only. */
  a: z.string(),
  /** Expiry, seconds since the epoch. */
  x: z.number().int(),
  /** The stream lease it plays under, when the tenant limits concurrent streams (ADR 052). */
  l: z.string().optional(),
});
export type PlaybackClaims = z.infer<typeof claimsSchema>;

/** `/media/{vod|live|clip}/{asset}/{rest}` → its parts; null for any other address (posters,
 *  other hosts). A user clip's playlist is cut from its asset's segments, so it is that asset's.
 *  An uploaded recording (`/media/uploads/{tenant}/{job}/…`, ADR 047) is asset `{job}` under
 *  root `uploads/{tenant}`. `grant` is what a token names (claim `a`): the asset for the demo
 *  roots, which share it, and `uploads/{job}` for a recording, so neither kind opens the other. */
export function mediaAddress(
  url: string,
): { root: string; asset: string; rest: string; grant: string } | null {
  const match = /^\/media\/(vod|live|clip|uploads\/[A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/(.+)$/.exec(url);
  if (!match) return null;
  const [, root = '', asset = '', rest = ''] = match;
  return { root, asset, rest, grant: root.startsWith('uploads/') ? `uploads/${asset}` : asset };
}

export interface PlaybackSigner {
  /** The signed address of a local media address, or null when it is not one. */
  sign(
    url: string,
    grant: {
      tenantId: string;
      eventId: string;
      sessionId: string;
      country: string;
      leaseId?: string;
    },
    now?: Date,
  ): string | null;
  /** The claims of a token signed with the tenant's key and not expired; null otherwise. */
  verify(token: string, tenantId: string, now?: Date): PlaybackClaims | null;
}

export function createPlaybackSigner(secret: Uint8Array): PlaybackSigner {
  const keys = new Map<string, Buffer>();
  /** One key per tenant: a token made for one tenant is worthless on another. */
  const keyOf = (tenantId: string) => {
    let key = keys.get(tenantId);
    if (!key) {
      key = createHmac('sha256', secret).update(`playback:${tenantId}`).digest();
      keys.set(tenantId, key);
    }
    return key;
  };
  const mac = (tenantId: string, payload: string) =>
    createHmac('sha256', keyOf(tenantId)).update(payload).digest();

  return {
    sign(url, grant, now = new Date()) {
      const address = mediaAddress(url);
      if (!address) return null;
      const claims: PlaybackClaims = {
        t: grant.tenantId,
        e: grant.eventId,
        s: grant.sessionId,
        c: grant.country,
        a: address.grant,
        x:
          Math.floor(now.getTime() / 1000) +
          (grant.leaseId ? leasedTokenSeconds : playbackTokenSeconds),
        ...(grant.leaseId ? { l: grant.leaseId } : {}),
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const token = `${payload}.${mac(grant.tenantId, payload).toString('base64url')}`;
      return `${signedPrefix}${token}/${address.root}/${address.asset}/${address.rest}`;
    },
    verify(token, tenantId, now = new Date()) {
      const [payload, signature, ...extra] = token.split('.');
      if (!payload || !signature || extra.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(tenantId, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed;
      try {
        parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      } catch {
        return null;
      }
      if (!parsed.success || parsed.data.t !== tenantId) return null;
      if (parsed.data.x * 1000 <= now.getTime()) return null;
      return parsed.data;
    },
  };
}
