import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../../features/auth/lib/guards';
import { FollowingBrowserPage } from '../../../../../pages/following-browser-page';

export const Route = createFileRoute('/following/league/$leagueId/followed/')({
  beforeLoad: requireAuth,
  component: function Browser() {
    const { leagueId } = Route.useParams();
    return (
      <FollowingBrowserPage
        kind="league"
        parentId={leagueId}
        followedOnly={true}
        base="/following"
      />
    );
  },
});
