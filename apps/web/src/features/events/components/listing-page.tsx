// A listing page (/live/, /upcoming/, /archive/, /highlight/): a grid of the matching events,
// a page at a time, with "load more" while the server says more exist.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { Button } from '../../../ui/button';
import { useEventListPages } from '../api/list-events';
import { gridParams, type Listing } from '../lib/listings';
import { EventCard, EventCardSkeleton } from './event-card';
import { EmptyEvents, EventsError } from './rail-states';

const grid = 'grid grid-cols-1 gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ListingPage({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`listing.${listing}.title`));
  const query = useEventListPages(gridParams(listing));
  const events = query.data?.pages.flatMap((page) => page.content.entries) ?? [];

  return (
    <div className="px-4 pt-8 pb-12 sm:px-6 lg:px-10" data-testid={`listing-${listing}`}>
      <header className="mb-8 max-w-2xl">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {t(`listing.${listing}.title`)}
        </h1>
        <p className="mt-2 text-fg-muted">{t(`listing.${listing}.description`)}</p>
      </header>

      <div aria-busy={query.isPending || query.isFetchingNextPage}>
        {query.isPending ? (
          <div className={grid} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && events.length === 0 ? (
          <EventsError error={query.error} onRetry={() => void query.refetch()} />
        ) : events.length === 0 ? (
          <EmptyEvents />
        ) : (
          <>
            <ul role="list" className={grid}>
              {events.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} eager={index < 4} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError && (
              <div className="mt-8">
                <EventsError error={query.error} onRetry={() => void query.fetchNextPage()} />
              </div>
            )}
            {query.hasNextPage && !query.isFetchNextPageError && (
              <div className="mt-10 flex justify-center">
                <Button
                  kind="secondary"
                  size="large"
                  rounded
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  data-testid="load-more"
                >
                  {query.isFetchingNextPage ? t('events.loadingMore') : t('events.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
