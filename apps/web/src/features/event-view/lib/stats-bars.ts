// The bars of the stats page (spec §3): each side's share of the metric's maximum, which is 100
// for percentages and the sum of both sides otherwise.
import { metricMaximum, metricSuffix, type StatsMetric } from '@touchline/contract/entities/stats';

export interface MetricBar {
  metric: StatsMetric;
  suffix: '%' | '';
  maximum: number;
  /** 0…1 of the maximum. */
  home: number;
  away: number;
}

const share = (value: number, maximum: number) =>
  maximum > 0 ? Math.min(Math.max(value / maximum, 0), 1) : 0;

export function metricBar(metric: StatsMetric): MetricBar {
  const maximum = metricMaximum(metric);
  return {
    metric,
    suffix: metricSuffix(metric),
    maximum,
    home: share(metric.home, maximum),
    away: share(metric.away, maximum),
  };
}
