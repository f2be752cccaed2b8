import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { FollowingBrowserPage } from '../../../../pages/following-browser-page';

export const Route = createFileRoute('/following/league/followed/')({
  beforeLoad: requireAuth,
  component: function Browser() {
    return <FollowingBrowserPage kind="league" followedOnly={true} base="/following" />;
  },
});
