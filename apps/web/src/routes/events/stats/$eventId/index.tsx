import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { notFoundData } from '../../../../lib/router/not-found-data';
import { readEventParams } from '../../../../pages/event-params';
import { eventStatsQueryOptions } from '../../../../features/event-view/api/event-stats';
import { eventQueryOptions } from '../../../../features/event-view/api/get-event';
import { loadEvent } from '../../../../features/event-view/api/load-event';
import { EventPageSkeleton } from '../../../../features/event-view/components/event-page-skeleton';
import { StatsPage } from '../../../../features/event-view/components/stats-page';
import { useDocumentTitle } from '../../../../lib/app/use-document-title';

export const Route = createFileRoute('/events/stats/$eventId/')({
  staticData: { layout: 'default' },
  params: { parse: (raw) => readEventParams(raw), stringify: (params) => params },
  // Match stats are a tenant feature: without it the page does not exist.
  beforeLoad: ({ context }) => {
    if (!context.config.features.matchStats) notFound({ data: notFoundData('page'), throw: true });
  },
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(eventStatsQueryOptions(params.eventId));
    await loadEvent(context.queryClient, params.eventId);
  },
  pendingComponent: EventPageSkeleton,
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
  const stats = useQuery(eventStatsQueryOptions(eventId));
  useDocumentTitle(event.metaTitle ?? event.title);
  return <StatsPage event={event} stats={stats.data} loading={stats.isPending} />;
}
