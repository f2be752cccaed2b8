// /selected/clips/: the clips the viewer cut, newest first. Choosing one plays it above the list;
// the route supplies the player, so this feature does not depend on the player feature.
import type { Event } from '@touchline/contract/entities/event';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { LoadMore } from '../../../ui/load-more';
import { Skeleton } from '../../../ui/skeleton';
import { useUserClipPages } from '../api/list-user-clips';
import { ClipRow } from './clip-row';
import { useFailureToast } from '../../../ui/use-failure-toast';

export function SelectedClipsPage({ renderPlayer }: { renderPlayer: (clip: Event) => ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('personal.clips.title'));
  const query = useUserClipPages();
  useFailureToast(query.isError && !query.data ? query.error : null);
  const clips = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const [playingId, setPlayingId] = useState<string | null>(null);
  const playing = clips.find((clip) => clip.id === playingId) ?? null;
  return (
    <section className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="selected-clips">
      <h1 className="text-2xl font-bold tracking-tight text-fg">{t('personal.clips.title')}</h1>
      {playing && (
        <div className="mt-6 max-w-4xl" data-testid="clip-player">
          {renderPlayer(playing)}
        </div>
      )}
      <div className="mt-6 max-w-4xl" aria-busy={query.isPending}>
        {query.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : clips.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center"
            data-testid="selected-clips-empty"
          >
            <p className="font-semibold text-fg">
              {query.isError ? t('personal.loadFailed') : t('personal.clips.empty')}
            </p>
            {!query.isError && (
              <p className="mt-1 text-sm text-fg-muted">{t('personal.clips.emptyHint')}</p>
            )}
          </div>
        ) : (
          <ul className="space-y-3">
            {clips.map((clip) => (
              <ClipRow
                key={clip.id}
                clip={clip}
                playing={clip.id === playingId}
                onPlay={() => setPlayingId(clip.id)}
              />
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
