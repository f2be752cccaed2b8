import { createFileRoute } from '@tanstack/react-router';
import { followLeaguesPath } from '../../../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../../../features/auth/lib/guards';
import { SignUpFollowingPage } from '../../../../../../pages/sign-up-following-page';

export const Route = createFileRoute('/auth/sign-up/following/league/followed/')({
  beforeLoad: requireAuth,
  component: function SignUpFollowing() {
    return <SignUpFollowingPage step={followLeaguesPath} kind="league" followedOnly={true} />;
  },
});
