import { createFileRoute } from '@tanstack/react-router';
import { eventListQueryOptions } from '../features/events/api/list-events';
import { HomePage } from '../features/events/components/home-page';
import { homeRails, railParams } from '../features/events/lib/listings';

export const Route = createFileRoute('/')({
  staticData: { layout: 'home' },
  // Started, not awaited: the rails render their skeletons while the lists arrive.
  loader: ({ context }) => {
    for (const listing of homeRails)
      void context.queryClient.prefetchQuery(eventListQueryOptions(railParams(listing)));
  },
  component: HomePage,
});
