import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { FollowingBrowserPage } from '../../../../pages/following-browser-page';

export const Route = createFileRoute('/following/category/followed/')({
  beforeLoad: requireAuth,
  component: function Browser() {
    return <FollowingBrowserPage kind="category" followedOnly={true} base="/following" />;
  },
});
