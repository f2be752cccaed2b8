import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { LoginNotice } from '../../../features/auth/components/login-notice';
import { loginSearch } from '../../../features/auth/lib/auth-search';
import { loginGuard } from '../../../features/auth/lib/guards';

export const Route = createFileRoute('/auth/login/')({
  staticData: { layout: 'auth', titleKey: 'auth.signInTitle' },
  validateSearch: loginSearch,
  beforeLoad: loginGuard,
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  return (
    <LoginForm
      redirect={search.redirect}
      notice={
        <LoginNotice
          sessionExpired={search.sessionExpired}
          signInRequired={search.signInRequired}
          deviceNoLongerAllowed={search.deviceNoLongerAllowedError}
        />
      }
    />
  );
}
