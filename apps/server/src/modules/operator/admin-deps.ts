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

/** A new row id: the kind's prefix and 72 random bits (`ev-…`, `league-…`). */
export const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;
