// A grid of event cards for any list filter, a page at a time: skeletons while the first page
// loads, then "load more" (button and infinite scrolling) while the server says more exist.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../ui/load-more';
import { useEventListPages, type EventListParams } from '../api/list-events';
import { EventCard, EventCardSkeleton } from './event-card';
import { EmptyEvents, EventsError } from './rail-states';

export const eventGridClass =
  'grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export interface EventGridProps {
  params: Omit<EventListParams, 'page'>;
  /** How many skeleton cards hold the place of the first page. */
  skeletons?: number;
  testId?: string;
  /** Shown instead of the generic empty state, e.g. when filters exclude everything. */
  empty?: ReactNode;
}

export function EventGrid({ params, skeletons = 8, testId = 'event-grid', empty }: EventGridProps) {
  const { t } = useTranslation();
  const query = useEventListPages(params);
  const events = query.data?.pages.flatMap((page) => page.content.entries) ?? [];

  return (
    <div aria-busy={query.isPending || query.isFetchingNextPage} data-testid={testId}>
      {query.isPending ? (
        <div className={eventGridClass} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <EventCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && events.length === 0 ? (
        <EventsError error={query.error} onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        (empty ?? <EmptyEvents />)
      ) : (
        <>
          <ul role="list" className={eventGridClass}>
            {events.map((event, index) => (
              <li key={event.id}>
                {/* On a phone the first poster is the largest thing on the screen. */}
                <EventCard event={event} eager={index < 4} priority={index === 0} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <div className="mt-8">
              <EventsError error={query.error} onRetry={() => void query.fetchNextPage()} />
            </div>
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <LoadMore
              onLoadMore={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              label={t('events.loadMore')}
              loadingLabel={t('events.loadingMore')}
            />
          )}
        </>
      )}
    </div>
  );
}
