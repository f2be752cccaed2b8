import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../../features/auth/components/reset-password-form';
import { resetSearch } from '../../../../features/auth/lib/auth-search';

export const Route = createFileRoute('/auth/password/reset/')({
  staticData: { layout: 'auth', titleKey: 'auth.resetTitle' },
  validateSearch: resetSearch,
  component: ResetPage,
});

function ResetPage() {
  const { t } = useTranslation();
  const { token } = Route.useSearch();
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
