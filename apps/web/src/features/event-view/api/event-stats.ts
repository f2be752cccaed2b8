// GET /api/event/stats — the score block and the game overview of an event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventStatsCall } from '@touchline/contract/calls/events';
import type { GameStats, ScoreStats } from '@touchline/contract/entities/stats';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export interface EventStats {
  score: ScoreStats | null;
  overview: GameStats | null;
}

const noStats: EventStats = { score: null, overview: null };

export async function getEventStats(eventId: string, signal?: AbortSignal): Promise<EventStats> {
  const answer = await apiClient().request(eventStatsCall, {
    query: { id: eventId, score: true, overview: true },
    signal,
  });
  return {
    score: answer.content.vidswap['game-scores'],
    overview: answer.content.vidswap['game-overview'],
  };
}

/** For the event page: a sub-load, empty on failure. */
export const eventStatsQueryOptions = (eventId: string, enabled = true) =>
  queryOptions({
    queryKey: ['event', 'stats', eventId] as const,
    queryFn: ({ signal }) => subLoad('stats', () => getEventStats(eventId, signal), noStats),
    enabled,
  });

export const useEventStats = (eventId: string, enabled: boolean) =>
  useQuery(eventStatsQueryOptions(eventId, enabled));
