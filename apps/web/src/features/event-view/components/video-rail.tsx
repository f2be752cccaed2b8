// A titled row of videos beside or under the player; the route supplies how a card looks.
import type { Event } from '@touchline/contract/entities/event';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../ui/skeleton';

export function VideoRail({
  title,
  events,
  loading,
  renderCard,
  testId,
  vertical = false,
}: {
  title: string;
  events: Event[] | undefined;
  loading: boolean;
  renderCard: (event: Event) => ReactNode;
  testId: string;
  /** A column beside the player on wide screens, else a scrolling row. */
  vertical?: boolean;
}) {
  const headingId = useId();
  if (!loading && (!events || events.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={loading} data-testid={testId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-fg">
        {title}
      </h2>
      {loading ? (
        <div className={vertical ? 'grid gap-4' : 'flex gap-4 overflow-hidden'} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-video w-64 shrink-0 rounded-xl lg:w-full" />
          ))}
        </div>
      ) : (
        <ul
          role="list"
          className={
            vertical
              ? 'rail-scroller flex gap-4 overflow-x-auto pb-2 lg:grid lg:overflow-visible'
              : 'rail-scroller flex gap-4 overflow-x-auto pb-2'
          }
        >
          {events!.map((event) => (
            <li
              key={event.id}
              className={vertical ? 'w-64 shrink-0 lg:w-auto' : 'w-64 shrink-0 sm:w-72'}
            >
              {renderCard(event)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
