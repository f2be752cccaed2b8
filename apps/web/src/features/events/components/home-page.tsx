// The home page: a banner for the first live game, then rails of live, upcoming and recent games
// and highlights. The live rail's query also feeds the banner, so it costs no extra request.
import type { LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useEventList } from '../api/list-events';
import { railParams, type Listing } from '../lib/listings';
import { EventRail } from './event-rail';
import { LiveHero, LiveHeroPlaceholder } from './live-hero';

const rails: { listing: Listing; seeAll: LinkProps['to'] }[] = [
  { listing: 'live', seeAll: '/live/' },
  { listing: 'upcoming', seeAll: '/upcoming/' },
  { listing: 'archived', seeAll: '/archive/' },
  { listing: 'highlights', seeAll: '/highlight/' },
];

function HomeRail({
  listing,
  seeAll,
  eager,
}: {
  listing: Listing;
  seeAll: LinkProps['to'];
  eager: boolean;
}) {
  const { t } = useTranslation();
  const query = useEventList(railParams(listing));
  return (
    <EventRail
      listing={listing}
      title={t(`rails.${listing}`)}
      seeAll={seeAll}
      events={query.data?.content.entries}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      eager={eager}
    />
  );
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const live = useEventList(railParams('live'));
  const featured = live.data?.content.entries[0];
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{t('nav.home')}</h1>
      {featured ? <LiveHero event={featured} /> : live.isPending && <LiveHeroPlaceholder />}
      <div className={featured || live.isPending ? undefined : 'pt-4'}>
        {rails.map((rail, index) => (
          <HomeRail
            key={rail.listing}
            listing={rail.listing}
            seeAll={rail.seeAll}
            eager={index === 0 && !featured}
          />
        ))}
      </div>
    </div>
  );
}
