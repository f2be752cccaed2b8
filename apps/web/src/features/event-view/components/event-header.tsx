// Title, league, sport and start of the event, with its description.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { formatDateTime } from '../../../lib/i18n/format';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { gameStartOf } from '../lib/event-facts';

export function EventHeader({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { features } = useCustomerConfig();
  const locale = useFormattingLocale();
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
  return (
    <header className="space-y-2">
      <p className="text-xs font-semibold tracking-[0.08em] text-fg-subtle uppercase">
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
            {formatDateTime(start, { locale })}
          </time>
        </p>
      )}
      {event.eventDescription && (
        <p className="max-w-3xl text-sm leading-relaxed text-fg-muted">{event.eventDescription}</p>
      )}
    </header>
  );
}
