// Signed media addresses (ADR 035): `…/media/t/{token}/{vod|live|clip}/…`, the token being
// `base64url(claims).base64url(mac)` with the expiry `x` in seconds. The token is short-lived;
// a renewed address differs from the playing one in its token only, so the player swaps the token
// into the requests still to come instead of loading the stream again (ADR 046).

const signed = /^(.*\/media\/t\/)([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)(\/.*)$/;

export interface SignedAddress {
  /** The address with its token left out: equal for two tokens of one stream. */
  stream: string;
  token: string;
}

export function readSignedAddress(url: string): SignedAddress | null {
  const match = signed.exec(url);
  return match ? { stream: `${match[1]}${match[3]}`, token: match[2]! } : null;
}

/** The same request with another token; addresses that are not signed pass unchanged. */
export function withToken(url: string, token: string): string {
  const match = signed.exec(url);
  return match ? `${match[1]}${token}${match[3]}` : url;
}

/** When the address stops opening, in ms since the epoch; null when it is not signed or unreadable. */
export function signedAddressExpiry(url: string): number | null {
  const address = readSignedAddress(url);
  if (!address) return null;
  try {
    const claims = address.token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const expiry = (JSON.parse(atob(claims)) as { x?: unknown }).x;
    return typeof expiry === 'number' ? expiry * 1000 : null;
  } catch {
    return null;
  }
}

/** Renewal five minutes before the end (or halfway for a shorter token), never sooner than 10 s. */
export function renewalDelay(url: string, now: number = Date.now()): number | false {
  const expiry = signedAddressExpiry(url);
  if (expiry === null) return false;
  const left = expiry - now;
  return Math.max(10_000, left - 5 * 60_000, left / 2);
}

/**
 * The token of the signed address being played. hls.js asks for every playlist and segment
 * through `rewrite`, so a renewed token reaches the requests still to come at once.
 */
export class PlayingToken {
  private token: string | null = null;

  /** A new stream starts: its own token, or none when its address is not signed. */
  begin(url: string): void {
    this.token = readSignedAddress(url)?.token ?? null;
  }

  readonly rewrite = (url: string): string => (this.token ? withToken(url, this.token) : url);

  /** Takes `next`'s token when it addresses the stream `playing` does; false when another. */
  renew(next: string, playing: string | null): boolean {
    const renewed = readSignedAddress(next);
    const current = playing ? readSignedAddress(playing) : null;
    if (!renewed || !current || renewed.stream !== current.stream) return false;
    this.token = renewed.token;
    return true;
  }
}
