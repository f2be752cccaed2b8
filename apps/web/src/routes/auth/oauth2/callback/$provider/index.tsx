import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallback } from '../../../../../features/auth/components/oauth-callback';

export const Route = createFileRoute('/auth/oauth2/callback/$provider/')({
  staticData: { layout: 'auth', titleKey: 'auth.callbackTitle' },
  component: CallbackPage,
});

function CallbackPage() {
  const { provider } = Route.useParams();
  return <OAuthCallback provider={provider} />;
}
