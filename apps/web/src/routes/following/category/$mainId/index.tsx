import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { FollowingBrowserPage } from '../../../../pages/following-browser-page';

export const Route = createFileRoute('/following/category/$mainId/')({
  beforeLoad: requireAuth,
  component: function Browser() {
    const { mainId } = Route.useParams();
    return (
      <FollowingBrowserPage
        kind="category"
        parentId={mainId}
        followedOnly={false}
        base="/following"
      />
    );
  },
});
