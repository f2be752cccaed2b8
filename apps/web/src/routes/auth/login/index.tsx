import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { LoginNotice } from '../../../features/auth/components/login-notice';
import { SocialButtons } from '../../../features/auth/components/social-buttons';
import { loginSearch } from '../../../features/auth/lib/auth-search';
import { loginGuard } from '../../../features/auth/lib/guards';

export const Route = createFileRoute('/auth/login/')({
  staticData: { layout: 'auth' },
  validateSearch: loginSearch,
  beforeLoad: loginGuard,
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  return (
    <AuthCard
      title={t('auth.signInTitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to="/auth/sign-up/" className="font-semibold text-brand hover:underline" data-testid="to-sign-up">
            {t('auth.createAccount')}
          </Link>
        </>
      }
    >
      <LoginNotice
        sessionExpired={search.sessionExpired}
        deviceNoLongerAllowed={search.deviceNoLongerAllowedError}
      />
      <LoginForm redirect={search.redirect} />
      <SocialButtons redirect={search.redirect} />
    </AuthCard>
  );
}
