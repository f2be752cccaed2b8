// /recommendation/: games picked for the viewer, each saying why (a follow, a game watched, or what
// is popular here). The route supplies the catalogue's card.
import type { RecommendationReason } from '@touchline/contract/calls/user';
import type { Event } from '@touchline/contract/entities/event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { Skeleton } from '../../../ui/skeleton';
import { useFailureToast } from '../../../ui/use-failure-toast';
import { useRecommendations } from '../api/list-recommendations';

function Reason({ reason }: { reason: RecommendationReason }) {
  const { t } = useTranslation();
  const text =
    reason.kind === 'popular'
      ? t('personal.recommendations.popular')
      : t(`personal.recommendations.${reason.kind}`, { title: reason.title });
  return (
    <p className="mt-1 text-xs text-fg-muted" data-testid="recommendation-reason">
      {text}
    </p>
  );
}

export function RecommendationsPage({ renderCard }: { renderCard: (event: Event) => ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('personal.recommendations.title'));
  const query = useRecommendations();
  useFailureToast(query.isError ? query.error : null);
  const followHref = useLocaleHref('/following/league/');
  const entries = query.data ?? [];
  return (
    <section className="px-4 pt-6 pb-12 sm:px-6 lg:px-10" data-testid="recommendations">
      <h1 className="text-2xl font-bold tracking-tight text-fg">
        {t('personal.recommendations.title')}
      </h1>
      <div className="mt-6" aria-busy={query.isPending}>
        {query.isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-video w-full rounded-xl" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center"
            data-testid="recommendations-empty"
          >
            <p className="font-semibold text-fg">
              {query.isError ? t('personal.loadFailed') : t('personal.recommendations.empty')}
            </p>
            {!query.isError && (
              <a href={followHref} className="mt-2 inline-block text-sm font-semibold text-brand">
                {t('personal.follow.browseLeagues')}
              </a>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {entries.map(({ event, reason }) => (
              <li key={event.id} data-testid="recommendation">
                {renderCard(event)}
                <Reason reason={reason} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
