import { createFileRoute, notFound } from '@tanstack/react-router';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';
import { notFoundData } from '../../../features/errors/components/not-found-data';
import { eventListPagesQueryOptions } from '../../../features/events/api/list-events';
import { IdentityEvents } from '../../../features/events/components/identity-events';
import { identityEventsParams } from '../../../features/events/lib/list-params';
import { listingSearchSchema } from '../../../features/events/lib/listing-search';
import { useIdentity } from '../../../features/identities/api/get-identity';
import { IdentityHeaderSkeleton } from '../../../features/identities/components/identity-header-skeleton';
import { IdentityPage } from '../../../features/identities/components/identity-page';
import { findIdentity } from '../../../features/identities/lib/find-identity';

const leagueParams = z.object({ leagueId: id });

export const Route = createFileRoute('/league/$leagueId/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => leagueParams.parse(raw), stringify: (params) => params },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(
      eventListPagesQueryOptions(identityEventsParams(params.leagueId, deps, new Date())),
    );
    const league = await findIdentity(context.queryClient, params.leagueId, ['league']);
    if (!league) notFound({ data: notFoundData('page'), throw: true });
  },
  pendingComponent: () => (
    <div className="px-4 pt-6 sm:px-6 lg:px-10">
      <IdentityHeaderSkeleton />
    </div>
  ),
  component: Page,
});

function Page() {
  const { leagueId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const league = useIdentity(leagueId);
  return (
    <IdentityPage identity={league}>
      <IdentityEvents
        identityId={leagueId}
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: true, resetScroll: false })
        }
      />
    </IdentityPage>
  );
}
