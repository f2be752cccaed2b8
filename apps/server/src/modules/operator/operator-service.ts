// The rules of an operator change: persist it, then tell everyone watching the event. The same
// functions serve the admin API (in the server) and the operator command (over Redis).
import type { SetScoreBody, SetStreamBody } from '@touchline/contract/calls/operator';
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import { broadcastEvent } from './event-broadcast';
import { updateScore, updateStream } from './event-change-repository';
import type { EventPublisher } from '../../realtime/event-publisher';

export interface OperatorDeps {
  db: Db;
  publisher: EventPublisher;
}

const notFound = (eventId: string) => AppError.notFound(`No event ${eventId}`, 'event');

export async function changeStream(
  { db, publisher }: OperatorDeps,
  tenant: Tenant,
  eventId: string,
  body: SetStreamBody,
): Promise<Event> {
  const row = await updateStream(db, tenant.id, eventId, body.url);
  if (!row) throw notFound(eventId);
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
  eventId: string,
  body: SetScoreBody,
): Promise<Event> {
  const row = await updateScore(db, tenant.id, eventId, body);
  if (!row) throw notFound(eventId);
  const event = await broadcastEvent(db, tenant, row);
  publisher.toEvent(tenant.id, row.id, 'update-event', { event });
  return event;
}
