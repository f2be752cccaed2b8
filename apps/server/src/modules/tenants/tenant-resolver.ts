// Host header → tenant, cached in memory. Entries expire after a short time so a tenant changed by
// another process (e.g. `npm run seed`) is picked up; `invalidate()` drops them at once in-process.
import type { Db } from '../../db/open';
import type { Tenant } from './tenant';
import { findTenantByHost, findTenantBySlug } from './tenant-repository';

export interface TenantResolver {
  /**
   * The tenant for a host name (no port); for an unknown host the default tenant, or null when
   * none is configured (production: unknown hosts are answered 404, ADR 033).
   */
  resolve(host: string): Promise<Tenant | null>;
  invalidate(): void;
}

export function createTenantResolver(
  db: Db,
  options: { defaultTenant: string | null; ttlMs?: number },
): TenantResolver {
  const ttlMs = options.ttlMs ?? 30_000;
  const cache = new Map<string, { tenant: Promise<Tenant | null>; expires: number }>();

  const { defaultTenant } = options;
  const load = async (host: string) =>
    (await findTenantByHost(db, host)) ??
    (defaultTenant === null ? null : await findTenantBySlug(db, defaultTenant));

  return {
    resolve(host) {
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.tenant;
      // The promise is cached, so concurrent first requests share one query.
      const tenant = load(host);
      cache.set(host, { tenant, expires: now + ttlMs });
      tenant.catch(() => cache.delete(host));
      return tenant;
    },
    invalidate() {
      cache.clear();
    },
  };
}

/** `Host` header value → lower-case host name without port; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}
