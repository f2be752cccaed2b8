// The page component of a watch route (see event-route.ts): the event view with the catalogue's
// cards and the player rendered into it.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Event } from '@touchline/contract/entities/event';
import { useParams } from '@tanstack/react-router';
import { BuyLink } from '../features/commerce/components/buy-link';
import { usePurchaseUpdates } from '../features/commerce/lib/use-purchase-updates';
import { eventQueryOptions } from '../features/event-view/api/get-event';
import { PositionSaver } from '../features/continue-watching/components/position-saver';
import { ResumeOffer } from '../features/continue-watching/components/resume-offer';
import { EventPage } from '../features/event-view/components/event-page';
import { EventCard } from '../features/events/components/event-card';
import { FollowButton } from '../features/follows/components/follow-button';
import { VideoPlayer } from '../features/player/components/video-player';
import { renewalDelay } from '../features/player/lib/signed-address';
import { StreamGuard } from '../features/streams/components/stream-guard';
import { OwnTags } from '../features/tags/components/own-tags';
import { TagActions } from '../features/tags/components/tag-actions';
import { TagMoment, type TagTeamChoice } from '../features/tags/components/tag-moment';
import { isUserMedia } from '../features/event-view/lib/event-facts';
import { tagMarkerId } from '../features/event-view/lib/timeline-markers';
import { ClipCutter } from '../features/user-clips/components/clip-cutter';
import { SaveButton } from '../features/watchlist/components/save-button';
import { useDocumentTitle } from '../lib/app/use-document-title';
import { selectIsAuthenticated, useSession } from '../lib/session/session-store';
import { readEventParams, type WatchPageKind } from './event-params';

export function eventRoutePage(kind: WatchPageKind) {
  return function EventRoutePage() {
    // One component serves both routes: the current match, narrowed by the routes' own schema.
    const { eventId } = readEventParams(useParams({ strict: false }));
    const { data: event } = useSuspenseQuery({
      ...eventQueryOptions(eventId),
      // A signed stream address is fetched again before it expires, in a background tab too;
      // the player swaps the new token in without reloading (ADR 046).
      refetchInterval: (query) =>
        renewalDelay(query.state.data?.source.hd ?? query.state.data?.source.clip ?? ''),
      refetchIntervalInBackground: true,
    });
    const signedIn = useSession(selectIsAuthenticated);
    const queryClient = useQueryClient();
    // Where the tenant limits streams, the address plays only with the lease's token (ADR 052).
    const reloadAddress = useCallback(
      () => queryClient.refetchQueries({ queryKey: eventQueryOptions(eventId).queryKey }),
      [queryClient, eventId],
    );
    useDocumentTitle(event.metaTitle ?? event.title);
    usePurchaseUpdates();
    return (
      <EventPage
        key={event.id}
        event={event}
        signedIn={signedIn}
        renderCard={(item) => <EventCard event={item} />}
        renderBuy={(product) => (
          <BuyLink productId={product.id} title={product.title} back={`/events/${event.id}/`} />
        )}
        actions={
          <>
            <SaveButton videoId={event.id} title={event.title} look="page" />
            {/* The teams playing: their kind is known, so they can be followed from here. */}
            {[event.team1, event.team2].map(
              (team) =>
                team && (
                  <FollowButton key={team.id} id={team.id} type="team" title={team.name} named />
                ),
            )}
          </>
        }
        renderPlayer={({ playback, event: shown, markers, ownTags, onStreamError }) => (
          // A protected stream plays once this device holds a place under the tenant's limit.
          <StreamGuard
            eventId={shown.id}
            enabled={signedIn && shown.commerceType !== 'free'}
            onLeased={reloadAddress}
          >
            <VideoPlayer
              url={playback.url}
              live={playback.live}
              poster={playback.poster}
              panoramicUrl={kind === 'event' ? playback.panoramicUrl : undefined}
              clipLength={playback.clipLength}
              title={shown.title}
              ads={shown.ads}
              markers={kind === 'event' ? markers : undefined}
              onStreamError={onStreamError}
              renderMarkerActions={
                signedIn && kind === 'event'
                  ? (marker) => {
                      // The viewer's own tags are renamed and removed from their marker too.
                      const tag = ownTags.find((own) => tagMarkerId(own.id) === marker.id);
                      return tag ? <TagActions tag={tag} live={playback.live} onPlayer /> : null;
                    }
                  : undefined
              }
              renderTools={
                signedIn && kind === 'event'
                  ? (tools) => (
                      <div className="mt-4 grid gap-4 px-4 sm:px-0 xl:grid-cols-2">
                        {!tools.live && (
                          <>
                            <PositionSaver videoId={shown.id} currentTime={tools.currentTime} />
                            <div className="xl:col-span-2 empty:hidden">
                              <ResumeOffer
                                videoId={shown.id}
                                currentTime={tools.currentTime}
                                seek={tools.seek}
                              />
                            </div>
                          </>
                        )}
                        {/* A live game's marks are moments of its replay window, since its start. */}
                        {!isUserMedia(shown) && (
                          <ClipCutter
                            eventId={shown.id}
                            currentTime={tools.currentTime}
                            seek={tools.seek}
                            showMarks={tools.markRange}
                            live={
                              tools.live
                                ? {
                                    startsAt: Date.parse(shown.date),
                                    playingDate: tools.playingDate,
                                  }
                                : undefined
                            }
                          />
                        )}
                        <div className="space-y-4">
                          <TagMoment
                            eventId={shown.id}
                            currentTime={tools.currentTime}
                            live={tools.live}
                            teams={teamsOf(shown)}
                          />
                          <OwnTags tags={ownTags} live={tools.live} seek={tools.seek} />
                        </div>
                      </div>
                    )
                  : undefined
              }
            />
          </StreamGuard>
        )}
      />
    );
  };
}

/** The teams a tag of this game may be about. */
function teamsOf(event: Event): TagTeamChoice[] {
  return [event.team1, event.team2].flatMap((team) =>
    team ? [{ id: team.id, name: team.name, color: team.color }] : [],
  );
}
