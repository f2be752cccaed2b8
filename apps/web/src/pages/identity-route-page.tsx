// The page component of an identity route (see identity-route.tsx): the identity's frame around
// its games, a team's in three sections, the others in one grid filtered in the URL.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IdentityEvents } from '../features/events/components/identity-events';
import { TeamGames } from '../features/events/components/team-games';
import { FollowButton } from '../features/follows/components/follow-button';
import { readListingSearch, type ListingSearch } from '../features/events/lib/listing-search';
import { useIdentity } from '../features/identities/api/get-identity';
import { IdentityPage } from '../features/identities/components/identity-page';
import { SubCategoryNav } from '../features/identities/components/sub-category-nav';
import { parseIdentityParams, shownIds, type IdentityPageKind } from './identity-pages';

function FilteredGames({ identityId }: { identityId: string }) {
  // Reads the current match loosely (one component serves several routes) and narrows it through
  // the schema the routes validated it with.
  const rawSearch = useSearch({ strict: false });
  const search = useMemo(() => readListingSearch(rawSearch), [rawSearch]);
  const navigate = useNavigate();
  return (
    <IdentityEvents
      identityId={identityId}
      search={search}
      onSearchChange={(next: ListingSearch) =>
        void navigate({ to: './', search: next, replace: true, resetScroll: false })
      }
    />
  );
}

export function identityRoutePage(kind: IdentityPageKind) {
  return function IdentityRoutePage() {
    const params = parseIdentityParams(kind, useParams({ strict: false }));
    const { id, parentId, navId } = shownIds(kind, params);
    const identity = useIdentity(id);
    // The loader ensured both; asking for the identity itself when there is no parent keeps the
    // hook unconditional.
    const parent = useIdentity(parentId ?? id);
    return (
      <IdentityPage
        identity={identity}
        parentTitle={parentId ? parent.title : undefined}
        nav={navId ? <SubCategoryNav mainId={navId} currentId={parentId ? id : undefined} /> : null}
        actions={<FollowButton id={id} type={kind} title={identity.title} />}
      >
        {kind === 'team' ? <TeamGames teamId={id} /> : <FilteredGames identityId={id} />}
      </IdentityPage>
    );
  };
}
