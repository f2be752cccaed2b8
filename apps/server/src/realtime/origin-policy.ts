// Which pages may open a socket. Browsers send any site's cookies-free websocket upgrade without
// a CORS check, so the server refuses a handshake whose Origin is another site: only the page's
// own origin, or another host of the same tenant (a separate socket host), passes.
// Clients without an Origin header (native apps, server-side tools) are not browsers and pass.
import { hostName } from '../modules/tenants/tenant-resolver';

export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  tenantHosts: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host === host.trim().toLowerCase()) return true;
  return tenantHosts.includes(hostName(url.host));
}
