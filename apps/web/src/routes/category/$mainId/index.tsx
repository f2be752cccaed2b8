import { createFileRoute, notFound } from '@tanstack/react-router';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';
import { notFoundData } from '../../../features/errors/components/not-found-data';
import { eventListPagesQueryOptions } from '../../../features/events/api/list-events';
import { IdentityEvents } from '../../../features/events/components/identity-events';
import { identityEventsParams } from '../../../features/events/lib/list-params';
import { listingSearchSchema } from '../../../features/events/lib/listing-search';
import { useIdentity } from '../../../features/identities/api/get-identity';
import { subCategoriesQueryOptions } from '../../../features/identities/api/list-identities';
import { IdentityHeaderSkeleton } from '../../../features/identities/components/identity-header-skeleton';
import { IdentityPage } from '../../../features/identities/components/identity-page';
import { SubCategoryNav } from '../../../features/identities/components/sub-category-nav';
import { findIdentity } from '../../../features/identities/lib/find-identity';

const categoryParams = z.object({ mainId: id });

export const Route = createFileRoute('/category/$mainId/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => categoryParams.parse(raw), stringify: (params) => params },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(subCategoriesQueryOptions(params.mainId));
    void context.queryClient.prefetchInfiniteQuery(
      eventListPagesQueryOptions(identityEventsParams(params.mainId, deps, new Date())),
    );
    const category = await findIdentity(context.queryClient, params.mainId, ['category']);
    if (!category) notFound({ data: notFoundData('page'), throw: true });
  },
  pendingComponent: () => (
    <div className="px-4 pt-6 sm:px-6 lg:px-10">
      <IdentityHeaderSkeleton />
    </div>
  ),
  component: Page,
});

function Page() {
  const { mainId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const category = useIdentity(mainId);
  return (
    <IdentityPage identity={category} nav={<SubCategoryNav mainId={mainId} />}>
      <IdentityEvents
        identityId={mainId}
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: true, resetScroll: false })
        }
      />
    </IdentityPage>
  );
}
