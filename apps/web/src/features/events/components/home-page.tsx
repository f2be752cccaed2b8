// The home page: a banner for the first live game, then rails of live, upcoming and recent games
// and highlights. The live rail's query also feeds the banner, so it costs no extra request.
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useEventList } from '../api/list-events';
import { railParams, type Listing } from '../lib/listings';
import { posterOf } from '../lib/event-view';
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

/** Games of the leagues, categories and teams the viewer follows, newest additions first. */
function FollowedRail({ identityIds }: { identityIds: readonly string[] }) {
  const { t } = useTranslation();
  const query = useEventList({
    media_type: 'event',
    sort: 'added',
    order: 'desc',
    page: 0,
    size: 12,
    // The list filter takes at most 100 ids; the follows list holds 150.
    'identities.id': identityIds.slice(0, 100),
  });
  return (
    <EventRail
      listing="followed"
      title={t('rails.followed')}
      seeAll="/following/"
      events={query.data?.content.entries}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * `personal`: the signed-in viewer's own rail (continue watching), composed by the route;
 * `followedIds`: the identities they follow (the session's map), for a rail of their games.
 */
export function HomePage({
  personal,
  followedIds = [],
}: { personal?: ReactNode; followedIds?: readonly string[] } = {}) {
  const { t } = useTranslation();
  useDocumentTitle();
  const live = useEventList(railParams('live'));
  // The banner is a picture: a live game with artwork first (a game just pushed from a stadium
  // may have none yet), else the first live game.
  const entries = live.data?.content.entries;
  const featured = entries?.find((event) => posterOf(event)) ?? entries?.[0];
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{t('nav.home')}</h1>
      {featured ? <LiveHero event={featured} /> : live.isPending && <LiveHeroPlaceholder />}
      {personal}
      <div className={featured || live.isPending ? undefined : 'pt-4'}>
        {followedIds.length > 0 && <FollowedRail identityIds={followedIds} />}
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
