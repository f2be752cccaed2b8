import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '../../features/account/components/account-overview';
import { requireAuth } from '../../features/auth/lib/guards';

export const Route = createFileRoute('/account/')({
  beforeLoad: requireAuth,
  component: AccountOverview,
});
