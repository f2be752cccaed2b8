// The sports of the live listing as a row of pills: "All" and one per sport with games live now,
// from grouped_sport_count. Each pill is a link, so a sport's page can be bookmarked.
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/skeleton';
import { useGroupedSportCount } from '../api/grouped-sport-count';
import { useSportLabel } from './sport-label';

const pill =
  'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const idle = 'border-line bg-surface text-fg-muted hover:border-fg-subtle hover:text-fg';
const active = 'border-brand bg-brand text-brand-fg';

function SportPill({ sport, count, current }: { sport: string; count: number; current: boolean }) {
  const label = useSportLabel(sport);
  return (
    <Link
      to="/live/$sportType/"
      params={{ sportType: sport }}
      className={clsx(pill, current ? active : idle)}
      aria-current={current ? 'page' : undefined}
      data-testid="sport-nav-item"
      data-sport={sport}
    >
      {label}
      <span
        className={clsx(
          'rounded-full px-1.5 text-xs tabular-nums',
          current ? 'bg-black/15' : 'bg-surface-2',
        )}
      >
        {count}
      </span>
    </Link>
  );
}

export function SportNav({ current }: { current?: string }) {
  const { t } = useTranslation();
  const counts = useGroupedSportCount('live');

  return (
    <nav aria-label={t('catalog.sportNav')} className="mb-8" data-testid="sport-nav">
      <ul role="list" className="flex gap-2 overflow-x-auto pb-1">
        <li>
          <Link
            to="/live/"
            className={clsx(pill, current === undefined ? active : idle)}
            aria-current={current === undefined ? 'page' : undefined}
            activeOptions={{ exact: true, includeSearch: false }}
            data-testid="sport-nav-all"
          >
            {t('catalog.allSports')}
          </Link>
        </li>
        {counts.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="h-9 w-28 rounded-full" />
              </li>
            ))
          : (counts.data ?? []).map((entry) => (
              <li key={entry.sportType}>
                <SportPill
                  sport={entry.sportType}
                  count={entry.count}
                  current={entry.sportType === current}
                />
              </li>
            ))}
      </ul>
    </nav>
  );
}
