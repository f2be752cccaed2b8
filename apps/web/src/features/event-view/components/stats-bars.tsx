// Home and away totals over the metric bars of a game (spec §3 "Score and game stats").
import type { GameStats, ScoreStats } from '@touchline/contract/entities/stats';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { metricBar } from '../lib/stats-bars';

export function StatsTotals({ score }: { score: ScoreStats }) {
  const { t } = useTranslation();
  return (
    <div
      className="grid grid-cols-[1fr_auto_1fr] items-center gap-4 rounded-xl bg-surface p-5 ring-1 ring-line"
      data-testid="stats-totals"
    >
      <p className="truncate text-end font-bold text-fg">{score.home.name}</p>
      <p
        className="font-display text-4xl font-extrabold text-fg tabular-nums"
        aria-label={t('eventView.stats.totals', { home: score.home.total, away: score.away.total })}
      >
        <span data-testid="total-home">{score.home.total}</span>
        <span aria-hidden="true" className="mx-2 text-fg-subtle">
          –
        </span>
        <span data-testid="total-away">{score.away.total}</span>
      </p>
      <p className="truncate font-bold text-fg">{score.away.name}</p>
    </div>
  );
}

export function StatsBars({ stats }: { stats: GameStats }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (stats.metrics.length === 0)
    return <p className="text-sm text-fg-muted">{t('eventView.stats.none')}</p>;
  return (
    <ul className="space-y-4" data-testid="stats-bars">
      {stats.metrics.map((metric) => {
        const bar = metricBar(metric);
        const value = (v: number) => `${number.format(v)}${bar.suffix}`;
        return (
          <li
            key={metric.filterId || metric.name}
            data-testid="stats-metric"
            data-maximum={bar.maximum}
            data-home-share={bar.home.toFixed(4)}
            data-away-share={bar.away.toFixed(4)}
          >
            <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
              <span className="font-bold text-fg tabular-nums" data-testid="metric-home">
                {value(metric.home)}
              </span>
              <span className="truncate text-center font-medium text-fg-muted">{metric.name}</span>
              <span className="font-bold text-fg tabular-nums" data-testid="metric-away">
                {value(metric.away)}
              </span>
            </div>
            <div className="grid grid-cols-2 gap-1.5" aria-hidden="true">
              <div className="flex h-2 justify-end overflow-hidden rounded-full bg-surface-2">
                <div
                  className="h-full rounded-full bg-brand"
                  style={{ width: `${bar.home * 100}%` }}
                />
              </div>
              <div className="flex h-2 overflow-hidden rounded-full bg-surface-2">
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${bar.away * 100}%` }}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
