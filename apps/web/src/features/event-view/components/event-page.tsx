// The event page (spec §4 "Event view"): the player — or why it cannot play and what unlocks
// it — the score bug, the event's details, highlights rails, related videos and, for channels,
// the programme guide. The route supplies the player and the cards, so features stay apart.
import type { Event } from '@touchline/contract/entities/event';
import type { Product } from '@touchline/contract/entities/product';
import type { Tag } from '@touchline/contract/entities/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { useChannelProgram } from '../api/channel-program';
import { useCommerceOptions } from '../api/commerce-options';
import { useEventTags } from '../api/event-tags';
import { useHighlights } from '../api/list-highlights';
import { useRelatedVideos } from '../api/related-videos';
import { useUserClips } from '../api/user-clips';
import { availabilityOf, isChannel, playbackOf, type Playback } from '../lib/event-facts';
import { timelineMarkers, type EventMarker } from '../lib/timeline-markers';
import { AvailabilityPanel } from './availability-panel';
import { EventHeader } from './event-header';
import { ProgrammeGuide } from './programme-guide';
import { ScoreBug } from './score-bug';
import { UpcomingPanel } from './upcoming-panel';
import { useEventRealtime } from './use-event-realtime';
import { VideoRail } from './video-rail';

/** The column beside the player stays about as tall as the player and its details. */
const relatedShown = 6;

export interface PlayerSlotProps {
  playback: Playback;
  event: Event;
  markers: EventMarker[];
  /** The viewer's own tags of the video: they may rename and remove them. */
  ownTags: Tag[];
  onStreamError: (kind: string) => void;
}

export interface EventPageProps {
  event: Event;
  signedIn: boolean;
  renderPlayer: (props: PlayerSlotProps) => ReactNode;
  renderCard: (event: Event) => ReactNode;
  /** A way to buy one of the offers shown instead of the player (the commerce feature's). */
  renderBuy?: (product: Product) => ReactNode;
  /** What the viewer can do with the event (save it, follow its league), composed by the route. */
  actions?: ReactNode;
}

export function EventPage({
  event,
  signedIn,
  renderPlayer,
  renderCard,
  renderBuy,
  actions,
}: EventPageProps) {
  const { t } = useTranslation();
  const { features } = useCustomerConfig();
  const { streamError, onStreamError } = useEventRealtime(event.id, event, signedIn);
  const channel = isChannel(event);
  const availability = availabilityOf(event);
  const playback = playbackOf(event);
  const commerce = useCommerceOptions(event.id);
  const guide = useChannelProgram(channel ? event.source.epg : null);
  const game = useHighlights(event.id, 'game', !channel && features.gameHighlights);
  const player = useHighlights(event.id, 'player', !channel && features.playerHighlights);
  const related = useRelatedVideos(event.id, !channel);
  const tags = useEventTags(event.id, signedIn && !channel);
  const userClips = useUserClips(event.id, 'user_clip', signedIn && !channel);
  const userHighlights = useUserClips(event.id, 'user_highlight', signedIn && !channel);
  const statsHref = useLocaleHref(`/events/stats/${encodeURIComponent(event.id)}/`);
  const markers = timelineMarkers(tags.data ?? [], [game.data ?? [], player.data ?? []]);
  const ownTags = (tags.data ?? []).filter((tag) => tag.own === true);

  return (
    <div
      className="mx-auto w-full max-w-[1600px] sm:px-6 sm:pt-6 lg:px-10"
      data-testid="event-page"
      data-event-id={event.id}
      data-status={event.eventStatus}
      data-stream-error={streamError ?? undefined}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-5">
          {availability !== 'available' ? (
            <AvailabilityPanel
              availability={availability}
              options={commerce.data ?? []}
              loading={commerce.isPending}
              poster={event.imageUrl ?? event.source.poster}
              renderBuy={renderBuy}
            />
          ) : playback ? (
            renderPlayer({ playback, event, markers, ownTags, onStreamError })
          ) : (
            <UpcomingPanel event={event} />
          )}
          <div className="space-y-5 px-4 sm:px-0">
            <ScoreBug event={event} />
            <EventHeader event={event} />
            {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
            {!channel && features.matchStats && event.isEnabledVidswapStats && (
              <a
                href={statsHref}
                className="inline-flex h-10 items-center rounded-lg bg-surface-2 px-4 text-sm font-semibold text-fg hover:bg-surface-3"
                data-testid="stats-link"
              >
                {t('eventView.stats.open')}
              </a>
            )}
          </div>
        </div>
        <aside className="min-w-0 px-4 sm:px-0">
          {channel ? (
            <ProgrammeGuide
              entries={guide.data ?? []}
              loading={guide.isPending && event.source.epg !== null}
            />
          ) : (
            <VideoRail
              title={t('eventView.related')}
              events={related.data?.slice(0, relatedShown)}
              loading={related.isPending}
              renderCard={renderCard}
              testId="rail-related"
              vertical
            />
          )}
        </aside>
      </div>
      {!channel && (
        <div className="mt-8 space-y-8 px-4 pb-10 sm:px-0">
          {signedIn && (
            <>
              <VideoRail
                title={t('eventView.userClips')}
                events={userClips.data}
                loading={userClips.isPending}
                renderCard={renderCard}
                testId="rail-user-clips"
              />
              <VideoRail
                title={t('eventView.userHighlights')}
                events={userHighlights.data}
                loading={userHighlights.isPending}
                renderCard={renderCard}
                testId="rail-user-highlights"
              />
            </>
          )}
          <VideoRail
            title={t('eventView.gameHighlights')}
            events={game.data}
            loading={game.isPending && features.gameHighlights}
            renderCard={renderCard}
            testId="rail-game-highlights"
          />
          <VideoRail
            title={t('eventView.playerHighlights')}
            events={player.data}
            loading={player.isPending && features.playerHighlights}
            renderCard={renderCard}
            testId="rail-player-highlights"
          />
        </div>
      )}
    </div>
  );
}
