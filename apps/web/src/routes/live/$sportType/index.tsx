import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { eventListPagesQueryOptions } from '../../../features/events/api/list-events';
import { ListingPage } from '../../../features/events/components/listing-page';
import { listingPageParams } from '../../../features/events/lib/list-params';
import { listingSearchSchema } from '../../../features/events/lib/listing-search';

// A sport is an identifier such as "football" or "ice_hockey"; anything else is not a page.
const sportParams = z.object({ sportType: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/) });

export const Route = createFileRoute('/live/$sportType/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => sportParams.parse(raw), stringify: (params) => params },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    void context.queryClient.prefetchInfiniteQuery(
      eventListPagesQueryOptions(listingPageParams('live', deps, new Date(), params.sportType)),
    ),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const { sportType } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ListingPage
      listing="live"
      sportType={sportType}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
