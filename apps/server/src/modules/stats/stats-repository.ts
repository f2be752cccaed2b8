// SQL for event stats. Every query is scoped to one tenant.
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events, identities } from '../../db/schema';
import { eventStatMetrics, type EventStatMetricRow } from '../../db/schema-watching';

export interface StatsTeamRow {
  id: string;
  title: string;
  shortName: string | null;
}

export interface StatsEventRow {
  id: string;
  statsEnabled: boolean;
  scoreHome: number | null;
  scoreAway: number | null;
  home: StatsTeamRow | null;
  away: StatsTeamRow | null;
}

const home = aliasedTable(identities, 'home_team');
const away = aliasedTable(identities, 'away_team');

/** The event with its two teams, or null when the tenant has no such event. */
export async function findStatsEvent(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<StatsEventRow | null> {
  const [row] = await db
    .select({
      id: events.id,
      statsEnabled: events.statsEnabled,
      scoreHome: events.scoreHome,
      scoreAway: events.scoreAway,
      homeId: home.id,
      homeTitle: home.title,
      homeShort: home.shortName,
      awayId: away.id,
      awayTitle: away.title,
      awayShort: away.shortName,
    })
    .from(events)
    .leftJoin(home, and(eq(home.tenantId, events.tenantId), eq(home.id, events.team1Id)))
    .leftJoin(away, and(eq(away.tenantId, events.tenantId), eq(away.id, events.team2Id)))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  if (!row) return null;
  const team = (id: string | null, title: string | null, shortName: string | null) =>
    id && title !== null ? { id, title, shortName } : null;
  return {
    id: row.id,
    statsEnabled: row.statsEnabled,
    scoreHome: row.scoreHome,
    scoreAway: row.scoreAway,
    home: team(row.homeId, row.homeTitle, row.homeShort),
    away: team(row.awayId, row.awayTitle, row.awayShort),
  };
}

export async function listStatMetrics(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<EventStatMetricRow[]> {
  return db
    .select()
    .from(eventStatMetrics)
    .where(and(eq(eventStatMetrics.tenantId, tenantId), eq(eventStatMetrics.eventId, eventId)))
    .orderBy(asc(eventStatMetrics.position));
}
