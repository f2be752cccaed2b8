// A titled, horizontally scrolling row of event cards with a "see all" link; scrolls by touch,
// trackpad, the arrow buttons, or by tabbing through the cards.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { Event } from '@touchline/contract/entities/event';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from '../../../ui/icons';
import type { Listing } from '../lib/listings';
import { EventCard, EventCardSkeleton } from './event-card';
import { EmptyEvents, EventsError } from './rail-states';

export interface EventRailProps {
  /** A listing, or `followed`: the games of what a signed-in viewer follows. */
  listing: Listing | 'followed';
  title: string;
  seeAll: LinkProps['to'];
  events: Event[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** The first rail on the page loads its posters eagerly. */
  eager?: boolean;
}

const cardWidth = 'w-[78vw] max-w-[340px] shrink-0 sm:w-[300px] lg:w-[320px]';
/** The same widths for the posters' `sizes`. */
const cardSizes = '(min-width: 1024px) 320px, (min-width: 640px) 300px, min(78vw, 340px)';

export function EventRail({
  listing,
  title,
  seeAll,
  events,
  isPending,
  error,
  onRetry,
  eager,
}: EventRailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    // Inline-start is on the right in right-to-left pages, where scrollLeft runs negative.
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({
      left: direction * (rtl ? -1 : 1) * element.clientWidth * 0.85,
      behavior: 'smooth',
    });
  };

  const hasEvents = events !== undefined && events.length > 0;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isPending}
      className="py-5 sm:py-6"
      data-testid={`rail-${listing}`}
    >
      <div className="mb-4 flex items-end justify-between gap-4 px-4 sm:px-6 lg:px-10">
        <h2
          id={headingId}
          className="font-display text-xl font-bold tracking-tight text-fg sm:text-2xl"
        >
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to={seeAll}
            className="text-sm font-semibold text-fg-muted hover:text-brand"
            aria-label={t('events.seeAllOf', { title })}
          >
            {t('events.seeAll')}
          </Link>
          {hasEvents && (
            <span className="hidden gap-1 md:flex">
              <button
                type="button"
                onClick={() => scrollBy(-1)}
                className="grid size-8 place-items-center rounded-full bg-surface-2 text-fg hover:bg-surface-3"
                aria-label={t('events.scrollBack')}
                aria-controls={`${headingId}-list`}
              >
                <ChevronStartIcon width={18} height={18} />
              </button>
              <button
                type="button"
                onClick={() => scrollBy(1)}
                className="grid size-8 place-items-center rounded-full bg-surface-2 text-fg hover:bg-surface-3"
                aria-label={t('events.scrollForward')}
                aria-controls={`${headingId}-list`}
              >
                <ChevronEndIcon width={18} height={18} />
              </button>
            </span>
          )}
        </div>
      </div>

      {isPending ? (
        <div className="flex gap-4 overflow-hidden px-4 sm:px-6 lg:px-10" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <EventCardSkeleton key={i} className={cardWidth} />
          ))}
        </div>
      ) : error ? (
        <div className="px-4 sm:px-6 lg:px-10">
          <EventsError error={error} onRetry={onRetry} />
        </div>
      ) : !hasEvents ? (
        <div className="px-4 sm:px-6 lg:px-10">
          <EmptyEvents />
        </div>
      ) : (
        <ul
          ref={scroller}
          id={`${headingId}-list`}
          role="list"
          className="rail-scroller flex gap-4 overflow-x-auto px-4 pb-2 [--rail-gutter:1rem] sm:px-6 sm:[--rail-gutter:1.5rem] lg:px-10 lg:[--rail-gutter:2.5rem]"
        >
          {events.map((event, index) => (
            <li key={event.id} className={`snap-start ${cardWidth}`}>
              <EventCard event={event} eager={eager === true && index < 4} imageSizes={cardSizes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
