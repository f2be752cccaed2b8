import { createFileRoute, notFound } from '@tanstack/react-router';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';
import { notFoundData } from '../../../../../features/errors/components/not-found-data';
import { eventListPagesQueryOptions } from '../../../../../features/events/api/list-events';
import { IdentityEvents } from '../../../../../features/events/components/identity-events';
import { identityEventsParams } from '../../../../../features/events/lib/list-params';
import { listingSearchSchema } from '../../../../../features/events/lib/listing-search';
import { useIdentity } from '../../../../../features/identities/api/get-identity';
import { IdentityHeaderSkeleton } from '../../../../../features/identities/components/identity-header-skeleton';
import { IdentityPage } from '../../../../../features/identities/components/identity-page';
import { SubCategoryNav } from '../../../../../features/identities/components/sub-category-nav';
import { findIdentity } from '../../../../../features/identities/lib/find-identity';

const subCategoryParams = z.object({ mainId: id, subId: id });

export const Route = createFileRoute('/category/$mainId/sub-category/$subId/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => subCategoryParams.parse(raw), stringify: (params) => params },
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(
      eventListPagesQueryOptions(identityEventsParams(params.subId, deps, new Date())),
    );
    const [category, sub] = await Promise.all([
      findIdentity(context.queryClient, params.mainId, ['category']),
      findIdentity(context.queryClient, params.subId, ['subcategory']),
    ]);
    // A sub-category is only found under its own category.
    if (!category || !sub || sub.parentId !== category.id)
      notFound({ data: notFoundData('page'), throw: true });
  },
  pendingComponent: () => (
    <div className="px-4 pt-6 sm:px-6 lg:px-10">
      <IdentityHeaderSkeleton />
    </div>
  ),
  component: Page,
});

function Page() {
  const { mainId, subId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const category = useIdentity(mainId);
  const sub = useIdentity(subId);
  return (
    <IdentityPage
      identity={sub}
      parentTitle={category.title}
      nav={<SubCategoryNav mainId={mainId} currentId={subId} />}
    >
      <IdentityEvents
        identityId={subId}
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: next, replace: true, resetScroll: false })
        }
      />
    </IdentityPage>
  );
}
