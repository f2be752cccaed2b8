import { createFileRoute } from '@tanstack/react-router';
import { eventListPagesQueryOptions } from '../../features/events/api/list-events';
import { ListingPage } from '../../features/events/components/listing-page';
import { listingPageParams } from '../../features/events/lib/list-params';
import { listingSearchSchema } from '../../features/events/lib/listing-search';

export const Route = createFileRoute('/upcoming/')({
  staticData: { layout: 'home' },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(
      eventListPagesQueryOptions(listingPageParams('upcoming', deps, new Date())),
    ),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ListingPage
      listing="upcoming"
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
