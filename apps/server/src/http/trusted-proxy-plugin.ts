// Fastify 5.6 believes X-Forwarded-Host and X-Forwarded-Proto from any peer as soon as trustProxy
// is set (only the address walk checks the peer). These headers decide the tenant and HSTS, so
// they are removed before anything reads them unless the socket peer is a trusted proxy. So is the
// viewer's country (TRUSTED_COUNTRY_HEADER): it decides region rules and what a viewer may watch,
// so only a proxy the server trusts may say it.
import { BlockList, isIPv4 } from 'node:net';
import fp from 'fastify-plugin';

const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/** Whether `address` (as the socket reports it) is one of the configured addresses or blocks. */
export function trustedPeer(trustedProxies: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack listener reports IPv4 peers as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}

export default fp<{ trustedProxies: string[]; countryHeader: string | null }>(
  (app, { trustedProxies, countryHeader }, done) => {
    const trusted = trustedPeer(trustedProxies);
    const proxyHeaders = countryHeader
      ? [...forwardingHeaders, countryHeader.toLowerCase()]
      : forwardingHeaders;
    app.addHook('onRequest', (request, _reply, next) => {
      if (!trusted(request.socket.remoteAddress))
        for (const name of proxyHeaders) delete request.headers[name];
      next();
    });
    done();
  },
  { name: 'touchline-trusted-proxy' },
);
