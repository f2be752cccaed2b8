import { createFileRoute } from '@tanstack/react-router';
import { eventListPagesQueryOptions } from '../../features/events/api/list-events';
import { ListingPage } from '../../features/events/components/listing-page';
import { gridParams } from '../../features/events/lib/listings';

export const Route = createFileRoute('/live/')({
  staticData: { layout: 'home' },
  loader: ({ context }) =>
    void context.queryClient.prefetchInfiniteQuery(eventListPagesQueryOptions(gridParams('live'))),
  component: () => <ListingPage listing="live" />,
});
