// The Event an `update-event` message carries. A room holds many viewers, so the message is built
// once for an anonymous viewer in the tenant's default country; clients take the game's facts from
// it (status, score, stream) and keep their own availability fields.
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { toEvent } from '../events/event-mapper';
import { findEventCategories, findTeams } from '../events/event-repository';
import type { Tenant } from '../tenants/tenant';

export async function broadcastEvent(db: Db, tenant: Tenant, row: EventRow): Promise<Event> {
  const teamIds = [row.team1Id, row.team2Id].filter((id): id is string => id !== null);
  const [teams, categories] = await Promise.all([
    findTeams(db, tenant.id, teamIds),
    findEventCategories(db, tenant.id, [row.id]),
  ]);
  const relations = {
    teams: new Map(teams.map((t) => [t.id, t])),
    categories: new Map([[row.id, categories]]),
  };
  return toEvent(row, relations, { tenant, country: tenant.settings.defaultCountry, userId: null });
}
