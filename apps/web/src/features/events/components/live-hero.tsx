// The banner at the top of the home page: the first event live right now, poster-wide.
import type { Event } from '@touchline/contract/entities/event';
import { useTranslation } from 'react-i18next';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { buttonClassName } from '../../../ui/button';
import { PlayIcon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { eventPath, isLocked, posterOf, teamsOf } from '../lib/event-view';
import { LiveBadge, LockBadge } from './badges';
import { EventTime } from './event-time';
import { useSportLabel } from './sport-label';
import { TeamMark } from './team-mark';

/** The banner's height, shared with its placeholder. */
const heroHeight = 'min-h-[min(72vh,560px)]';

/**
 * Holds the banner's place while the live games load: the banner arriving above rails already
 * shown would push them down (a layout shift of most of the screen on a phone).
 */
export function LiveHeroPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className={`${heroHeight} bg-black`}
      data-testid="live-hero-placeholder"
    />
  );
}

export function LiveHero({ event }: { event: Event }) {
  const { t } = useTranslation();
  const href = useLocaleHref(eventPath(event));
  const sport = useSportLabel(event.sportType);
  const teams = teamsOf(event);
  const league = event.categories[0]?.title;

  return (
    <section
      aria-labelledby="live-hero-title"
      className="relative isolate overflow-hidden bg-black text-white"
      data-testid="live-hero"
    >
      <div className="absolute inset-0 -z-10">
        <Image
          src={posterOf(event)}
          alt=""
          width={1280}
          height={720}
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 size-full"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/35 to-black/5" />
        <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/30 to-transparent rtl:bg-gradient-to-l" />
        {/* The last stretch fades into the page, so the rails below continue the banner. */}
        <div className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-canvas to-transparent sm:h-20" />
      </div>

      <div
        className={`${heroHeight} flex flex-col justify-end gap-4 px-4 pt-28 pb-16 sm:px-6 sm:pb-20 lg:px-10 lg:pb-24`}
      >
        <div className="flex items-center gap-3 text-sm font-semibold">
          <LiveBadge large />
          <span className="tracking-wide text-white/85 uppercase">
            {sport}
            {league && ` · ${league}`}
          </span>
          {isLocked(event) && <LockBadge />}
        </div>

        <h2
          id="live-hero-title"
          className="max-w-3xl font-display text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {event.title}
        </h2>

        {teams && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-base font-semibold sm:text-lg">
            <span className="flex items-center gap-2">
              <TeamMark team={teams[0]} size={36} />
              {teams[0].name}
            </span>
            <span className="text-white/60">{t('events.vs')}</span>
            <span className="flex items-center gap-2">
              <TeamMark team={teams[1]} size={36} />
              {teams[1].name}
            </span>
          </div>
        )}

        <div className="mt-2 flex flex-wrap items-center gap-4">
          <a
            href={href}
            className={buttonClassName(
              { size: 'large', rounded: true },
              'shadow-lg shadow-black/30',
            )}
          >
            <PlayIcon width={18} height={18} />
            {t('events.watchLive')}
          </a>
          <EventTime event={event} className="text-sm text-white/80" />
        </div>
      </div>
    </section>
  );
}
