// Which media assets of a tenant are paid (ADR 049): those any event of the tenant that is not
// free points at — its stream, its panoramic view, its clip. Their plain `/media/…` paths answer
// 403 (media/playback-guard.ts); only a signed playback address opens them. Asked on every media
// request, so each tenant's set is kept: forgotten when an operator changes an event (the same
// moment the catalogue's answers are, app/register-catalog.ts), and at the latest after `ttlMs`,
// for a change made where no forgetting reaches (a direct database write).
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { mediaAddress } from '../../media/playback-token';

export interface PaidMedia {
  /** Whether `grant` (an asset as a playback token names it: `match-1`, `uploads/{job}`) is paid. */
  isPaid(tenantId: string, grant: string): Promise<boolean>;
  /** Forgets the tenant's set; the next media request loads it again. */
  invalidate(tenantId: string): void;
}

/** The grants of the local media addresses among `urls` (other hosts and images name none). */
export function paidGrants(urls: Iterable<string | null>): Set<string> {
  const grants = new Set<string>();
  for (const url of urls) {
    const address = url ? mediaAddress(url.split('?')[0] ?? '') : null;
    if (address) grants.add(address.grant);
  }
  return grants;
}

/** The stream addresses of the tenant's events that are not free. */
export async function paidStreamAddresses(db: Db, tenantId: string): Promise<(string | null)[]> {
  const rows = await withTenant(tenantId, () =>
    db
      .select({ hd: events.hdUrl, panoramic: events.panoramicUrl, clip: events.clipUrl })
      .from(events)
      .where(and(eq(events.tenantId, tenantId), ne(events.commerceType, 'free'))),
  );
  return rows.flatMap((row) => [row.hd, row.panoramic, row.clip]);
}

export function createPaidMedia(options: {
  load: (tenantId: string) => Promise<Iterable<string | null>>;
  ttlMs?: number;
  now?: () => number;
}): PaidMedia {
  const { load, ttlMs = 60_000, now = Date.now } = options;
  const sets = new Map<string, { grants: Promise<Set<string>>; expires: number }>();
  const setOf = (tenantId: string) => {
    const kept = sets.get(tenantId);
    if (kept && kept.expires > now()) return kept.grants;
    const entry = { grants: load(tenantId).then(paidGrants), expires: now() + ttlMs };
    sets.set(tenantId, entry);
    // A failed load is not kept: the request that met it fails, the next one tries again.
    entry.grants.catch(() => {
      if (sets.get(tenantId) === entry) sets.delete(tenantId);
    });
    return entry.grants;
  };
  return {
    async isPaid(tenantId, grant) {
      return (await setOf(tenantId)).has(grant);
    },
    invalidate(tenantId) {
      sets.delete(tenantId);
    },
  };
}
