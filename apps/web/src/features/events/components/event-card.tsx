// One event as a poster card: LIVE badge, lock for paid content, replay length, the two teams,
// the sport and league, and when it plays. The whole card is one link to the event page.
import type { Event } from '@touchline/contract/entities/event';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useCardAction } from '../../../lib/app/card-action';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { PlayIcon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { eventPath, isLive, isLocked, posterOf, shownDuration, teamsOf } from '../lib/event-view';
import { DurationBadge, KindBadge, LockBadge } from './badges';
import { EventTime } from './event-time';
import { useSportLabel } from './sport-label';
import { TeamMark } from './team-mark';

export interface EventCardProps {
  event: Event;
  className?: string;
  /** Posters of the first cards in view load eagerly. */
  eager?: boolean;
  /** The card whose poster is likely the largest image in view (a grid's first): fetched first. */
  priority?: boolean;
  /** How wide the card is shown (`sizes`); by default a column of the event grid. */
  imageSizes?: string;
}

/** The event grid's columns: one, then two from `sm`, three from `lg`, four from `xl`. */
const gridSizes =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function EventCard({
  event,
  className,
  eager = false,
  priority = false,
  imageSizes = gridSizes,
}: EventCardProps) {
  const { t } = useTranslation();
  const href = useLocaleHref(eventPath(event));
  const sport = useSportLabel(event.sportType);
  const teams = teamsOf(event);
  const duration = shownDuration(event);
  const league = event.categories[0]?.title;
  const live = isLive(event);
  const action = useCardAction()?.(event);

  const card = (
    <a
      href={href}
      className={clsx('group block rounded-xl outline-offset-4', !action && className)}
      data-testid="event-card"
      data-event-id={event.eventId}
      data-status={event.eventStatus}
    >
      <div className="relative overflow-hidden rounded-xl bg-surface-2 ring-1 ring-line">
        <Image
          src={posterOf(event)}
          alt=""
          width={640}
          height={360}
          sizes={imageSizes}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          imgClassName="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/70 via-black/5 to-transparent"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <span className="grid size-12 place-items-center rounded-full bg-brand/90 text-brand-fg shadow-lg shadow-black/40">
            <PlayIcon width={22} height={22} />
          </span>
        </div>
        <div className="absolute inset-x-2.5 top-2.5 flex items-start justify-between gap-2">
          <span>
            <KindBadge event={event} />
          </span>
          {isLocked(event) && <LockBadge />}
        </div>
        <div className="absolute inset-x-2.5 bottom-2.5 flex items-end justify-between gap-2">
          {teams ? (
            <span className="flex gap-1" aria-hidden="true">
              <TeamMark team={teams[0]} size={30} />
              <TeamMark team={teams[1]} size={30} />
            </span>
          ) : (
            <span />
          )}
          {duration !== null && <DurationBadge seconds={duration} />}
        </div>
      </div>
      <div className="mt-3 space-y-1 px-0.5">
        <p className="truncate text-[0.7rem] font-semibold tracking-[0.08em] text-fg-subtle uppercase">
          {sport}
          {league && <span aria-hidden="true"> · </span>}
          {league}
        </p>
        <h3 className="line-clamp-2 text-[0.95rem] leading-snug font-semibold text-fg group-hover:text-brand">
          {teams ? (
            <>
              {teams[0].name} <span className="font-normal text-fg-subtle">{t('events.vs')}</span>{' '}
              {teams[1].name}
            </>
          ) : (
            event.title
          )}
        </h3>
        <p className={clsx('text-sm', live ? 'font-medium text-live' : 'text-fg-muted')}>
          <EventTime event={event} />
        </p>
      </div>
    </a>
  );
  if (!action) return card;
  // The action sits beside the link, not in it: a button inside a link is not allowed.
  return (
    <div className={clsx('relative', className)}>
      {card}
      <div className="absolute end-2.5 top-10">{action}</div>
    </div>
  );
}

export function EventCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={className} data-testid="event-card-skeleton">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="mt-3 h-3 w-1/3" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-2 h-3 w-1/2" />
    </div>
  );
}
