// Score and game stats of an event (spec §3 "Score and game stats", §7 GET /api/event/stats).
//
// The event must belong to the caller's tenant (else 404, context `event`). Stats are a feature
// the tenant switches on (`matchStats`) and each event opts into (`statsEnabled`, the event's
// `isEnabledVidswapStats`); when either is off the answer is 200 with both blocks null, the same
// answer as an event that has no stats yet. The event page loads stats alongside everything else
// and treats an empty answer as "nothing to show", so a tenant without the feature costs no error.
import type { eventStatsRequest, EventStatsResponse } from '@touchline/contract/calls/events';
import type { GameStats, ScoreStats, StatsTeam } from '@touchline/contract/entities/stats';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import { findStatsEvent, listStatMetrics, type StatsTeamRow } from './stats-repository';

type StatsQuery = z.output<typeof eventStatsRequest>;

const statsTeam = (team: StatsTeamRow, total: number, shortNames: boolean): StatsTeam => ({
  teamId: team.id,
  name: shortNames && team.shortName ? team.shortName : team.title,
  total,
});

export async function getEventStats(
  db: Db,
  tenant: Tenant,
  query: StatsQuery,
): Promise<EventStatsResponse> {
  const event = await findStatsEvent(db, tenant.id, query.id);
  if (!event) throw AppError.notFound(`No event ${query.id}`, 'event');

  const none: EventStatsResponse = {
    content: { vidswap: { 'game-scores': null, 'game-overview': null } },
  };
  const enabled = tenant.config.features.matchStats && event.statsEnabled;
  if (!enabled || !event.home || !event.away) return none;

  const shortNames = tenant.config.features.shortTeamNames;
  const home = statsTeam(event.home, event.scoreHome ?? 0, shortNames);
  const away = statsTeam(event.away, event.scoreAway ?? 0, shortNames);
  const hasScore = event.scoreHome !== null && event.scoreAway !== null;

  const scores: ScoreStats | null = query.score === true && hasScore ? { home, away } : null;
  let overview: GameStats | null = null;
  if (query.overview === true) {
    const metrics = await listStatMetrics(db, tenant.id, event.id);
    if (metrics.length > 0) {
      overview = {
        home,
        away,
        metrics: metrics.map((m) => ({
          name: m.name,
          filterId: m.filterId,
          shortName: m.shortName,
          home: m.home,
          away: m.away,
        })),
      };
    }
  }
  return { content: { vidswap: { 'game-scores': scores, 'game-overview': overview } } };
}
