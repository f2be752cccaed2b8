// The rules of an operator change: persist it, then tell everyone watching the event. The same
// functions serve the admin API (in the server) and the operator command (over Redis).
import type { SetScoreBody, SetStreamBody } from '@touchline/contract/calls/operator';
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import { broadcastEvent } from './event-broadcast';
import type { EventRow } from '../../db/schema';
import { appendAudit } from './audit-repository';
import { findEventState, updateScore, updateStream } from './event-change-repository';
import type { EventPublisher } from '../../realtime/event-publisher';

export interface OperatorDeps {
  db: Db;
  publisher: EventPublisher;
}

const notFound = (eventId: string) => AppError.notFound(`No event ${eventId}`, 'event');

type AuditedField = 'hdUrl' | 'status' | 'scoreHome' | 'scoreAway';

/** Persists a change with its audit record in one transaction (the admin API's trail, ADR 054). */
async function changeEvent(
  db: Db,
  tenant: Tenant,
  eventId: string,
  audit: { actor: string; action: string; fields: readonly AuditedField[] },
  apply: (tx: Db) => Promise<EventRow | null>,
): Promise<EventRow> {
  const pick = (state: Pick<EventRow, AuditedField>) =>
    Object.fromEntries(audit.fields.map((field) => [field, state[field]]));
  return db.transaction(async (tx) => {
    const before = await findEventState(tx, tenant.id, eventId);
    if (!before) throw notFound(eventId);
    const row = await apply(tx);
    if (!row) throw notFound(eventId);
    const [was, is] = [pick(before), pick(row)];
    // A repeated write (a retried request, a score sent again) changes nothing to record.
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await appendAudit(tx, tenant.id, {
        actor: audit.actor,
        action: audit.action,
        targetKind: 'event',
        targetId: eventId,
        before: was,
        after: is,
      });
    }
    return row;
  });
}

export async function changeStream(
  { db, publisher }: OperatorDeps,
  tenant: Tenant,
  actor: string,
  eventId: string,
  body: SetStreamBody,
): Promise<Event> {
  const audit = { actor, action: 'event.stream', fields: ['hdUrl', 'status'] } as const;
  const row = await changeEvent(db, tenant, eventId, audit, (tx) =>
    updateStream(tx, tenant.id, eventId, body.url),
  );
  const event = await broadcastEvent(db, tenant, row);
  // A paid event's address is given only to viewers who may watch, signed for each of them: the
  // room (anyone may be in it) learns only that it changed.
  publisher.toEvent(tenant.id, row.id, 'event-url-change', {
    eventId: row.id,
    eventUrl: row.commerceType === 'free' ? body.url : null,
  });
  publisher.toEvent(tenant.id, row.id, 'update-event', { event });
  return event;
}

export async function changeScore(
  { db, publisher }: OperatorDeps,
  tenant: Tenant,
  actor: string,
  eventId: string,
  body: SetScoreBody,
): Promise<Event> {
  const audit = { actor, action: 'event.score', fields: ['scoreHome', 'scoreAway'] } as const;
  const row = await changeEvent(db, tenant, eventId, audit, (tx) =>
    updateScore(tx, tenant.id, eventId, body),
  );
  const event = await broadcastEvent(db, tenant, row);
  publisher.toEvent(tenant.id, row.id, 'update-event', { event });
  return event;
}
