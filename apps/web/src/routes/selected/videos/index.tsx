import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/lib/guards';
import { EventCard } from '../../../features/events/components/event-card';
import { SelectedVideosPage } from '../../../features/watchlist/components/selected-videos-page';

export const Route = createFileRoute('/selected/videos/')({
  beforeLoad: requireAuth,
  component: () => <SelectedVideosPage renderCard={(event) => <EventCard event={event} />} />,
});
