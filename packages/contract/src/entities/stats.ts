// Score and game stats of an event (spec §3 "Score and game stats") and the bar-scale rules.
import { z } from 'zod';
import { id } from '../ids';

export const statsTeam = z.object({
  teamId: id.nullable(),
  name: z.string(),
  total: z.number().int().nonnegative(),
});
export type StatsTeam = z.infer<typeof statsTeam>;

export const statsMetric = z.object({
  /** A percentage metric is named with a trailing `%`, e.g. `Possession %`. */
  name: z.string().min(1),
  filterId: z.string(),
  shortName: z.string(),
  home: z.number().nonnegative(),
  away: z.number().nonnegative(),
});
export type StatsMetric = z.infer<typeof statsMetric>;

/** The score block (`game-scores`). */
export const scoreStats = z.object({ home: statsTeam, away: statsTeam });
export type ScoreStats = z.infer<typeof scoreStats>;

/** The overview block (`game-overview`): the teams and their per-metric values. */
export const gameStats = z.object({
  home: statsTeam,
  away: statsTeam,
  metrics: z.array(statsMetric),
});
export type GameStats = z.infer<typeof gameStats>;

type MetricLabel = Pick<StatsMetric, 'name' | 'shortName'>;

export const isPercentageMetric = (metric: MetricLabel) =>
  metric.name.trim().endsWith('%') || metric.shortName.trim().endsWith('%');

export const metricSuffix = (metric: MetricLabel): '%' | '' =>
  isPercentageMetric(metric) ? '%' : '';

/** The value a bar is scaled against: 100 for percentages, else both sides together. */
export const metricMaximum = (metric: StatsMetric) =>
  isPercentageMetric(metric) ? 100 : metric.home + metric.away;
