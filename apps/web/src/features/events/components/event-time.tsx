// When an event starts (or started), in the viewer's language and time zone.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { dayRelation, formatDateTime, formatDay, formatTime } from '../../../lib/i18n/format';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { isLive } from '../lib/event-view';

export function useEventTimeText(event: Event, timeZone?: string): { text: string; full: string } {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const date = new Date(event.gameStartDate);
  const options = { locale, timeZone: useViewerTimeZone(timeZone) };
  const time = formatTime(date, options);
  const full = formatDateTime(date, options);
  if (isLive(event)) return { text: t('events.startedAt', { time }), full };
  const relation = dayRelation(date, options);
  if (relation !== 'other') return { text: t(`events.${relation}`, { time }), full };
  return { text: t('events.dayAndTime', { day: formatDay(date, options), time }), full };
}

export function EventTime({
  event,
  className,
  timeZone,
}: {
  event: Event;
  className?: string;
  timeZone?: string;
}) {
  const { text, full } = useEventTimeText(event, timeZone);
  return (
    <time dateTime={event.gameStartDate} title={full} className={className}>
      {text}
    </time>
  );
}
