import { createFileRoute } from '@tanstack/react-router';
import { followCategoriesPath } from '../../../../../../features/account/lib/sign-up-steps';
import { requireAuth } from '../../../../../../features/auth/lib/guards';
import { SignUpFollowingPage } from '../../../../../../pages/sign-up-following-page';

export const Route = createFileRoute('/auth/sign-up/following/category/$mainId/')({
  beforeLoad: requireAuth,
  component: function SignUpFollowing() {
    const { mainId } = Route.useParams();
    return (
      <SignUpFollowingPage
        step={followCategoriesPath}
        kind="category"
        parentId={mainId}
        followedOnly={false}
      />
    );
  },
});
