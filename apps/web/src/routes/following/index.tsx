import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../features/auth/lib/guards';
import { FollowingPage } from '../../features/follows/components/following-page';

export const Route = createFileRoute('/following/')({
  beforeLoad: requireAuth,
  component: FollowingPage,
});
