// /selected/videos/: the videos the viewer saved, newest first, with a way to remove each. The
// route supplies the catalogue's card, so this feature does not depend on the events feature.
import type { Event } from '@touchline/contract/entities/event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { Button } from '../../../ui/button';
import { LoadMore } from '../../../ui/load-more';
import { Skeleton } from '../../../ui/skeleton';
import { useWatchlistPages } from '../api/get-watchlist';
import { useFailureToast } from '../../../ui/use-failure-toast';

export function SelectedVideosPage({ renderCard }: { renderCard: (event: Event) => ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('personal.watchlist.title'));
  const query = useWatchlistPages();
  useFailureToast(query.isError && !query.data ? query.error : null);
  const videos = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="selected-videos">
      <h1 className="text-2xl font-bold tracking-tight text-fg">{t('personal.watchlist.title')}</h1>
      <div className="mt-6" aria-busy={query.isPending}>
        {query.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-video w-full rounded-xl" />
            ))}
          </div>
        ) : videos.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center"
            data-testid="selected-videos-empty"
          >
            <p className="font-semibold text-fg">
              {query.isError ? t('personal.loadFailed') : t('personal.watchlist.empty')}
            </p>
            {query.isError ? (
              <Button
                className="mt-4"
                size="small"
                kind="secondary"
                onClick={() => void query.refetch()}
              >
                {t('events.retry')}
              </Button>
            ) : (
              <p className="mt-1 text-sm text-fg-muted">{t('personal.watchlist.emptyHint')}</p>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {videos.map((video) => (
              <li key={video.id} data-testid="selected-video">
                {renderCard(video)}
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <LoadMore
            onLoadMore={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            label={t('events.loadMore')}
            loadingLabel={t('events.loadingMore')}
          />
        )}
      </div>
    </section>
  );
}
