import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';
import { eventQueryOptions } from '../../../features/event-view/api/get-event';
import { EventPage } from '../../../features/event-view/components/event-page';
import { loadEvent } from '../../../features/event-view/api/load-event';
import { EventPageSkeleton } from '../../../features/event-view/components/event-page-skeleton';
import { EventCard } from '../../../features/events/components/event-card';
import { VideoPlayer } from '../../../features/player/components/video-player';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import {
  selectIsAuthenticated,
  sessionStore,
  useSession,
} from '../../../lib/session/session-store';

const eventParams = z.object({ eventId: id });

export const Route = createFileRoute('/events/$eventId/')({
  staticData: { layout: 'default' },
  params: { parse: (raw) => eventParams.parse(raw), stringify: (params) => params },
  loader: async ({ context, params }) => {
    const event = await loadEvent(context.queryClient, params.eventId);
    // Sub-loads run in parallel and never fail the page; the page renders meanwhile.
    // Imported here so the sub-load calls stay out of the first load of other pages.
    void import('../../../features/event-view/lib/prefetch-sub-loads').then(
      ({ prefetchSubLoads }) =>
        prefetchSubLoads(
          context.queryClient,
          event,
          context.config.features,
          selectIsAuthenticated(sessionStore().getState()),
        ),
    );
  },
  pendingComponent: EventPageSkeleton,
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
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
          panoramicUrl={playback.panoramicUrl}
          title={shown.title}
          ads={shown.ads}
          markers={markers}
          onStreamError={onStreamError}
        />
      )}
    />
  );
}
