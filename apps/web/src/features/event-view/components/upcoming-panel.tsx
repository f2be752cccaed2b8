// In place of the player before a game has a stream: its poster and when it starts. The page
// switches to the player by itself when the stream arrives through the event room.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../lib/app/use-hydrated';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { formatDateTime } from '../../../lib/i18n/format';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { mainColumnSizes, PictureSources } from '../../../ui/picture-sources';
import { gameStartOf } from '../lib/event-facts';

export function UpcomingPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { features } = useCustomerConfig();
  const locale = useFormattingLocale();
  const timeZone = useViewerTimeZone();
  const poster = event.imageUrl ?? event.source.poster;
  const start = gameStartOf(event, features);
  return (
    <section
      className="relative isolate grid aspect-video w-full place-items-center overflow-hidden bg-black text-white sm:rounded-xl"
      data-testid="upcoming-panel"
    >
      {poster && (
        <picture>
          <PictureSources src={poster} sizes={mainColumnSizes} />
          <img
            src={poster}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover opacity-45"
          />
        </picture>
      )}
      <div className="rounded-xl bg-black/60 px-6 py-4 text-center backdrop-blur">
        <p className="text-xs font-bold tracking-wider text-white/75 uppercase">
          {event.eventStatus === 'upcoming'
            ? t('eventView.when.upcoming')
            : t('eventView.noStream')}
        </p>
        {event.eventStatus === 'upcoming' && (
          <p className="mt-1 text-lg font-bold">
            <time dateTime={start.toISOString()}>
              {formatDateTime(start, { locale, timeZone })}
            </time>
          </p>
        )}
      </div>
    </section>
  );
}
