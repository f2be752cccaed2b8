import { createFileRoute, notFound } from '@tanstack/react-router';
import { id } from '@touchline/contract/ids';
import { z } from 'zod';
import { notFoundData } from '../../../features/errors/components/not-found-data';
import { eventListPagesQueryOptions } from '../../../features/events/api/list-events';
import { TeamGames } from '../../../features/events/components/team-games';
import { teamGamesParams, teamSections } from '../../../features/events/lib/list-params';
import { useIdentity } from '../../../features/identities/api/get-identity';
import { IdentityHeaderSkeleton } from '../../../features/identities/components/identity-header-skeleton';
import { IdentityPage } from '../../../features/identities/components/identity-page';
import { findIdentity } from '../../../features/identities/lib/find-identity';

const teamParams = z.object({ teamId: id });

export const Route = createFileRoute('/team/$teamId/')({
  staticData: { layout: 'home' },
  params: { parse: (raw) => teamParams.parse(raw), stringify: (params) => params },
  // The tenant's disable-team-page guard (spec §2): the page does not exist for it.
  beforeLoad: ({ context }) => {
    if (context.config.features.disableTeamPage)
      notFound({ data: notFoundData('page'), throw: true });
  },
  loader: async ({ context, params }) => {
    for (const section of teamSections)
      void context.queryClient.prefetchInfiniteQuery(
        eventListPagesQueryOptions(teamGamesParams(params.teamId, section)),
      );
    const team = await findIdentity(context.queryClient, params.teamId, ['team', 'club']);
    if (!team) notFound({ data: notFoundData('page'), throw: true });
  },
  pendingComponent: () => (
    <div className="px-4 pt-6 sm:px-6 lg:px-10">
      <IdentityHeaderSkeleton />
    </div>
  ),
  component: Page,
});

function Page() {
  const { teamId } = Route.useParams();
  const team = useIdentity(teamId);
  return (
    <IdentityPage identity={team}>
      <TeamGames teamId={teamId} />
    </IdentityPage>
  );
}
