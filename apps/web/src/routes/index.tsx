import { createFileRoute } from '@tanstack/react-router';
import { eventListQueryOptions } from '../features/events/api/list-events';
import { homeRails, railParams } from '../features/events/lib/listings';
import { HomeRoutePage } from '../pages/home-route-page';

export const Route = createFileRoute('/')({
  staticData: { layout: 'home' },
  // Started, not awaited: the rails render their skeletons while the lists arrive.
  loader: ({ context }) => {
    for (const listing of homeRails)
      void context.queryClient.prefetchQuery(eventListQueryOptions(railParams(listing)));
  },
  component: HomeRoutePage,
});
