// What the console's change services share: their dependencies and the ids they make.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';
import type { EventPublisher } from '../../realtime/event-publisher';
import type { PushNotices } from '../push/push-service';

export interface AdminDeps {
  db: Db;
  publisher: EventPublisher;
  /** Forgets the tenant's cached catalogue answers (identities are not announced to a room). */
  invalidate: (tenantId: string) => void;
  /** Web push (ADR 051): a game an operator sets live is announced to its followers. */
  notices?: PushNotices;
}

/**
 * A new row id: the kind's prefix and 72 random bits (`ev-…`, `league-…`), never ending in `_`.
 * These ids are the path segments of the portal's pages (`/events/{id}/`, `/league/{id}/`), and
 * the portal's router reads a segment's trailing underscore as its own mark (a route outside its
 * parent's layout) and drops it: `/events/ev-…_/` was redirected to an event that does not exist
 * (ADR 069). One id in 64 ended so; those draws are made again.
 */
export function newId(prefix: string): string {
  let random: string;
  do random = randomBytes(9).toString('base64url');
  while (random.endsWith('_'));
  return `${prefix}-${random}`;
}
