import { createFileRoute } from '@tanstack/react-router';
import { eventListQueryOptions } from '../../features/events/api/list-events';
import { homeRails, railParams } from '../../features/events/lib/listings';
import { HomeRoutePage } from '../../pages/home-route-page';

// /home/ is the home page under its own name (spec §2).
export const Route = createFileRoute('/home/')({
  staticData: { layout: 'home' },
  loader: ({ context }) => {
    for (const listing of homeRails)
      void context.queryClient.prefetchQuery(eventListQueryOptions(railParams(listing)));
  },
  component: HomeRoutePage,
});
