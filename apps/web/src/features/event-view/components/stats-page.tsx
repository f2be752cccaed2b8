// The stats page of a game: its score bug, the home and away totals and the metric bars.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { Skeleton } from '../../../ui/skeleton';
import type { EventStats } from '../api/event-stats';
import { ScoreBug } from './score-bug';
import { StatsBars, StatsTotals } from './stats-bars';

export function StatsPage({
  event,
  stats,
  loading,
}: {
  event: Event;
  stats: EventStats | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const eventHref = useLocaleHref(`/events/${encodeURIComponent(event.id)}/`);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6" data-testid="stats-page">
      <div className="space-y-2">
        <a href={eventHref} className="text-sm font-semibold text-brand hover:underline">
          {t('eventView.stats.back')}
        </a>
        <h1 className="font-display text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {t('eventView.stats.title')}
        </h1>
        <p className="text-fg-muted">{event.title}</p>
      </div>
      <ScoreBug event={event} />
      {loading ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : !stats?.score && !stats?.overview ? (
        <p
          className="rounded-xl bg-surface p-5 text-fg-muted ring-1 ring-line"
          data-testid="stats-empty"
        >
          {t('eventView.stats.none')}
        </p>
      ) : (
        <>
          {stats.score && <StatsTotals score={stats.score} />}
          {stats.overview && (
            <section
              aria-labelledby="metrics-title"
              className="rounded-xl bg-surface p-5 ring-1 ring-line"
            >
              <div className="mb-4 flex items-center justify-between gap-3 text-sm font-bold text-fg">
                <span>{stats.overview.home.name}</span>
                <h2 id="metrics-title" className="text-fg-muted">
                  {t('eventView.stats.metrics')}
                </h2>
                <span>{stats.overview.away.name}</span>
              </div>
              <StatsBars stats={stats.overview} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
