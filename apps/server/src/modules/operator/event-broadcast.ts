// The Event an `update-event` message carries. A room holds many viewers, so the message is built
// once for an anonymous viewer in the tenant's default country; clients take the game's facts from
// it (status, score, stream) and keep their own availability fields.
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { noEntitlements } from '../../http/entitlements';
import { toEvents } from '../events/event-service';
import type { Tenant } from '../tenants/tenant';

export async function broadcastEvent(db: Db, tenant: Tenant, row: EventRow): Promise<Event> {
  const viewer = {
    tenant,
    country: tenant.settings.defaultCountry,
    userId: null,
    entitlements: noEntitlements,
    signMedia: null,
  };
  const [event] = await toEvents(db, viewer, [row]);
  return event!;
}
