import { createFileRoute } from '@tanstack/react-router';
import { ClubPicker } from '../../features/account/components/club-picker';
import { ClubChoice } from '../../features/auth/components/club-choice';
import { redirectSearch } from '../../features/auth/lib/auth-search';
import { requireAuth } from '../../features/auth/lib/guards';

export const Route = createFileRoute('/club/')({
  staticData: { layout: 'auth' },
  validateSearch: redirectSearch,
  beforeLoad: requireAuth,
  component: ClubPage,
});

function ClubPage() {
  const { redirect } = Route.useSearch();
  return <ClubChoice redirect={redirect} picker={(leave) => <ClubPicker onChosen={leave} />} />;
}
