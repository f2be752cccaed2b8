// Title, league, sport and start of the event, what it is in words (live, upcoming, full match,
// highlights, clip), and its description.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { formatDateTime } from '../../../lib/i18n/format';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { gameStartOf } from '../lib/event-facts';

/** What the video is, in words, so it is not told by colour or the date text alone. */
const kindKey = (event: Event): string | null => {
  if (event.eventStatus === 'live') return 'events.live';
  if (event.eventStatus === 'upcoming') return 'videoKind.upcoming';
  if (event.eventStatus !== 'vod') return null;
  return (
    { event: 'videoKind.fullMatch', highlight: 'videoKind.highlights', clip: 'videoKind.clip' }[
      event.eventType as string
    ] ?? null
  );
};

export function EventHeader({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { features } = useCustomerConfig();
  const locale = useFormattingLocale();
  const timeZone = useViewerTimeZone();
  const start = gameStartOf(event, features);
  const league = event.categories[0]?.title;
  const sport = t(`sports.${event.sportType}`, { defaultValue: event.sportType });
  const when =
    event.eventStatus === 'upcoming'
      ? t('eventView.when.upcoming')
      : event.eventStatus === 'live'
        ? t('eventView.when.live')
        : event.eventStatus === 'channel'
          ? null
          : t('eventView.when.played');
  const kind = kindKey(event);
  return (
    <header className="space-y-2">
      <p className="text-xs font-semibold tracking-[0.08em] text-fg-subtle uppercase">
        {kind && (
          <span
            className={`me-2 inline-block rounded-md px-2 py-0.5 tracking-normal normal-case ${
              event.eventStatus === 'live' ? 'bg-live text-white' : 'bg-surface-2 text-fg'
            }`}
            data-testid="event-kind"
          >
            {t(kind)}
          </span>
        )}
        {[sport, league && league.toLowerCase() !== sport.toLowerCase() ? league : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <h1
        className="font-display text-2xl font-bold tracking-tight text-fg sm:text-3xl"
        data-testid="event-title"
      >
        {event.title}
      </h1>
      {when && (
        <p className="text-sm text-fg-muted">
          {when}{' '}
          <time dateTime={start.toISOString()} data-testid="event-start">
            {formatDateTime(start, { locale, timeZone })}
          </time>
        </p>
      )}
      {event.eventDescription && (
        <p className="max-w-3xl text-sm leading-relaxed text-fg-muted">{event.eventDescription}</p>
      )}
    </header>
  );
}
