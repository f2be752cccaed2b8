// Event rows → contract Events, with the teams and categories every card shows: selected with the
// rows (cardsToEvents), or loaded in two queries for the whole page rather than per row (toEvents).
import type { Event } from '@touchline/contract/entities/event';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import type { Viewer } from '../../http/viewer';
import type { CardCategory, EventCard } from './event-card-columns';
import { toEvent } from './event-mapper';
import {
  findEventCategories,
  findTeams,
  type EventCategoryRow,
  type TeamRow,
} from './event-repository';

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export async function toEvents(db: Db, viewer: Viewer, rows: EventRow[]): Promise<Event[]> {
  if (rows.length === 0) return [];
  const tenantId = viewer.tenant.id;
  const teamIds = [
    ...new Set(
      rows.flatMap((row) => [row.team1Id, row.team2Id]).filter((id): id is string => id !== null),
    ),
  ];
  const [teams, categories] = await Promise.all([
    findTeams(db, tenantId, teamIds),
    findEventCategories(
      db,
      tenantId,
      rows.map((row) => row.id),
    ),
  ]);
  const relations = {
    teams: new Map(teams.map((t) => [t.id, t])),
    categories: groupBy<EventCategoryRow>(categories, (c) => c.eventId),
  };
  return rows.map((row) => toEvent(row, relations, viewer));
}

export function cardsToEvents(cards: EventCard[], viewer: Viewer): Event[] {
  const teams = new Map<string, TeamRow>();
  const categories = new Map<string, CardCategory[]>();
  for (const card of cards) {
    if (card.team1) teams.set(card.team1.id, card.team1);
    if (card.team2) teams.set(card.team2.id, card.team2);
    categories.set(card.id, card.categories);
  }
  return cards.map((card) => toEvent(card, { teams, categories }, viewer));
}
