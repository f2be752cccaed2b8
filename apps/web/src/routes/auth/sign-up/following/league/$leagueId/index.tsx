import { createFileRoute } from '@tanstack/react-router';
import { followLeaguesPath } from '../../../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../../../features/auth/lib/guards';
import { SignUpFollowingPage } from '../../../../../../pages/sign-up-following-page';

export const Route = createFileRoute('/auth/sign-up/following/league/$leagueId/')({
  beforeLoad: requireAuth,
  component: function SignUpFollowing() {
    const { leagueId } = Route.useParams();
    return (
      <SignUpFollowingPage
        step={followLeaguesPath}
        kind="league"
        parentId={leagueId}
        followedOnly={false}
      />
    );
  },
});
