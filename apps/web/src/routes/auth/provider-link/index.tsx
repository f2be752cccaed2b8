import { createFileRoute } from '@tanstack/react-router';
import { ProviderLinkConfirm } from '../../../features/auth/components/provider-link-confirm';
import { resetSearch } from '../../../features/auth/lib/auth-search';

export const Route = createFileRoute('/auth/provider-link/')({
  staticData: { layout: 'auth' },
  // The mailed link carries one `token`, read like the reset link's.
  validateSearch: resetSearch,
  component: ProviderLinkPage,
});

function ProviderLinkPage() {
  const { token } = Route.useSearch();
  return <ProviderLinkConfirm token={token} />;
}
