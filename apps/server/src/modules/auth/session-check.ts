// Whether an access token's session is still active, asked on every authenticated request.
// Active answers are cached for a moment (a primary-key read per request is what it saves);
// revocations in this process evict at once, other processes see them within `activeTtlMs`.
import type { Db } from '../../db/open';
import { findSession } from './session-repository';

export const activeTtlMs = 2_000;
const maxEntries = 50_000;

export interface ActiveSession {
  userId: string;
  deviceRowId: string;
}

export interface SessionCheck {
  /** The session when it is active, else null. */
  active(tenantId: string, sessionId: string): Promise<ActiveSession | null>;
  forget(tenantId: string, sessionIds: string[]): void;
}

export function createSessionCheck(db: Db, now: () => number = Date.now): SessionCheck {
  const cache = new Map<string, { until: number; session: ActiveSession }>();
  const key = (tenantId: string, sessionId: string) => `${tenantId}:${sessionId}`;
  return {
    async active(tenantId, sessionId) {
      const k = key(tenantId, sessionId);
      const hit = cache.get(k);
      if (hit && hit.until > now()) return hit.session;
      const row = await findSession(db, tenantId, sessionId);
      if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now()) {
        cache.delete(k);
        return null;
      }
      const session = { userId: row.userId, deviceRowId: row.deviceRowId };
      if (cache.size >= maxEntries) cache.clear();
      cache.set(k, { until: now() + activeTtlMs, session });
      return session;
    },
    forget(tenantId, sessionIds) {
      for (const id of sessionIds) cache.delete(key(tenantId, id));
    },
  };
}
