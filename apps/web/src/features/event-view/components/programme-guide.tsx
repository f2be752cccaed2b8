// A channel's guide: what is on now (with its progress) and next, then the rest of the day,
// in the viewer's language and time zone.
import type { ProgrammeEntry } from '@touchline/contract/entities/epg';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { formatTime } from '../../../lib/i18n/format';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Skeleton } from '../../../ui/skeleton';
import { nowNext } from '../lib/now-next';

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function ProgrammeGuide({
  entries,
  loading,
  compact = false,
  timeZone,
}: {
  entries: ProgrammeEntry[];
  loading: boolean;
  /** Now and next only. */
  compact?: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const now = useNow(30_000);
  const viewerZone = useViewerTimeZone(timeZone);
  if (loading) return <Skeleton className="h-28 w-full rounded-xl" />;
  const { now: current, next, upcoming } = nowNext(entries, now);
  if (!current && !next)
    return <p className="text-sm text-fg-muted">{t('eventView.guide.empty')}</p>;
  const time = (iso: string) => formatTime(new Date(iso), { locale, timeZone: viewerZone });
  const progress = current
    ? (now.getTime() - Date.parse(current.start)) /
      (Date.parse(current.end) - Date.parse(current.start))
    : 0;
  const rest = compact ? [] : upcoming.slice(1, 8);
  return (
    <section aria-labelledby="guide-title" data-testid="programme-guide">
      <h2 id="guide-title" className="mb-3 text-lg font-bold text-fg">
        {t('eventView.guide.title')}
      </h2>
      <ol className="space-y-2">
        {current && (
          <Entry
            label={t('eventView.guide.now')}
            entry={current}
            time={time}
            highlight
            testId="guide-now"
          >
            <div className="mt-2 h-1 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
              <div
                className="h-full bg-live"
                style={{ width: `${Math.min(Math.max(progress, 0), 1) * 100}%` }}
              />
            </div>
          </Entry>
        )}
        {next && (
          <Entry label={t('eventView.guide.next')} entry={next} time={time} testId="guide-next" />
        )}
        {rest.map((entry) => (
          <Entry key={entry.start} entry={entry} time={time} />
        ))}
      </ol>
    </section>
  );
}

function Entry({
  label,
  entry,
  time,
  highlight = false,
  testId,
  children,
}: {
  label?: string;
  entry: ProgrammeEntry;
  time: (iso: string) => string;
  highlight?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <li
      className={clsx(
        'rounded-xl px-4 py-3 ring-1',
        highlight ? 'bg-brand/10 ring-brand/40' : 'bg-surface ring-line',
      )}
      aria-current={highlight ? 'true' : undefined}
      data-testid={testId}
    >
      <div className="flex items-baseline gap-3">
        <span className="shrink-0 text-sm font-semibold text-fg-muted tabular-nums">
          <time dateTime={entry.start}>{time(entry.start)}</time>–
          <time dateTime={entry.end}>{time(entry.end)}</time>
        </span>
        {label && (
          <span
            className={clsx(
              'text-[0.68rem] font-bold tracking-wider uppercase',
              highlight ? 'text-live' : 'text-brand',
            )}
          >
            {label}
          </span>
        )}
      </div>
      <p className="mt-0.5 font-semibold text-fg">{entry.title}</p>
      {entry.description && <p className="text-sm text-fg-muted">{entry.description}</p>}
      {children}
    </li>
  );
}
