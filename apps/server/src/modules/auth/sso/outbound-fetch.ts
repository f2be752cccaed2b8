// The only way the server fetches from elsewhere: a provider's discovery document, JWKS, token and
// userinfo endpoints, Facebook's Graph API (ADR 034). A tenant's settings name those URLs, and a
// provider's answers can name more (discovery lists endpoints), so without a guard a setting or
// a provider could point the server at its own network: the database, Redis, a cloud metadata
// service. Every request therefore
// - goes to http or https only, and never follows a redirect;
// - reaches only public unicast addresses, checked on the address the connection is actually
//   made to (the resolver's answer, inside the connection), so a name that resolves to a private
//   address, or changes its answer between a check and the connection, is refused too;
// - unless its host is allow-listed (OUTBOUND_ALLOWED_HOSTS; in demo mode the IFA_ISSUER_URL
//   host, the local issuer of development and tests), which skips the address check only.
import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/** A request the guard refused; its message says why, without the request's secrets. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/** fetch restricted as above; the Response is the platform's own (openid-client checks it). */
export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Whether an address is public: ipaddr.js's `unicast` range only, so loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local, multicast,
 * reserved and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are not.
 * An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The resolver inside each connection: every address a name resolves to must be public. */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  const all = (options as { all?: boolean }).all === true;
  lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((entry) => !isPublicAddress(entry.address));
    if (internal) {
      const refused = new OutboundRefused(
        `${hostname} resolves to ${internal.address}, which is not a public address`,
      ) as NodeJS.ErrnoException;
      refused.code = 'EOUTBOUNDREFUSED';
      return callback(refused, []);
    }
    const [first] = addresses;
    if (!first) return callback(new OutboundRefused(`${hostname} has no address`), []);
    if (all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
}

/** `host` or `host:port` (IPv6 in brackets), as OUTBOUND_ALLOWED_HOSTS lists them. */
export function parseAllowedHost(entry: string): { hostname: string; port: string | null } | null {
  try {
    const url = new URL(`http://${entry.trim()}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    const port = /:\d+$/.test(entry.trim()) ? entry.trim().replace(/^.*:/, '') : null;
    return { hostname: url.hostname, port };
  } catch {
    return null;
  }
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Answers the guarded fetch; `allowedHosts` are entries of OUTBOUND_ALLOWED_HOSTS. */
export function createOutboundFetch(allowedHosts: readonly string[]): OutboundFetch {
  const allowed = allowedHosts.flatMap((entry) => parseAllowedHost(entry) ?? []);
  const isAllowed = (url: URL) =>
    allowed.some(
      (entry) =>
        entry.hostname === url.hostname && (entry.port === null || entry.port === defaultPort(url)),
    );
  const guardedAgent = new Agent({ connect: { lookup: publicOnlyLookup } });

  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new OutboundRefused(`${url.protocol} URLs are not fetched`);
    const trusted = isAllowed(url);
    // A literal address never reaches the resolver, so it is checked here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!trusted && isIP(literal) !== 0 && !isPublicAddress(literal))
      throw new OutboundRefused(`${url.host} is not a public address`);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      // Node's fetch takes an undici dispatcher; the allow-listed hosts connect as usual.
      ...(trusted ? {} : { dispatcher: guardedAgent }),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRefused(
        `${url.host} answered a redirect (${response.status}), not followed`,
      );
    }
    return response;
  };
}

/** The refusal behind an error fetch or openid-client raised, if the guard caused it. */
export function outboundRefusal(error: unknown): OutboundRefused | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof OutboundRefused) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
