// The page component of a watch route (see event-route.ts): the event view with the catalogue's
// cards and the player rendered into it.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { eventQueryOptions } from '../features/event-view/api/get-event';
import { EventPage } from '../features/event-view/components/event-page';
import { EventCard } from '../features/events/components/event-card';
import { VideoPlayer } from '../features/player/components/video-player';
import { useDocumentTitle } from '../lib/app/use-document-title';
import { selectIsAuthenticated, useSession } from '../lib/session/session-store';
import { eventParams, type WatchPageKind } from './event-params';

export function eventRoutePage(kind: WatchPageKind) {
  return function EventRoutePage() {
    // One component serves both routes: the current match, narrowed by the routes' own schema.
    const { eventId } = eventParams.parse(useParams({ strict: false }));
    const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
    const signedIn = useSession(selectIsAuthenticated);
    useDocumentTitle(event.metaTitle ?? event.title);
    return (
      <EventPage
        key={event.id}
        event={event}
        signedIn={signedIn}
        renderCard={(item) => <EventCard event={item} />}
        renderPlayer={({ playback, event: shown, markers, onStreamError }) => (
          <VideoPlayer
            url={playback.url}
            live={playback.live}
            poster={playback.poster}
            panoramicUrl={kind === 'event' ? playback.panoramicUrl : undefined}
            title={shown.title}
            ads={shown.ads}
            markers={kind === 'event' ? markers : undefined}
            onStreamError={onStreamError}
          />
        )}
      />
    );
  };
}
