import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../features/auth/lib/guards';
import { EventCard } from '../../features/events/components/event-card';
import { RecommendationsPage } from '../../features/recommendations/components/recommendations-page';

export const Route = createFileRoute('/recommendation/')({
  beforeLoad: requireAuth,
  component: () => <RecommendationsPage renderCard={(event) => <EventCard event={event} />} />,
});
