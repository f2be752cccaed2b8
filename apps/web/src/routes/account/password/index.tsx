import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { PasswordForm } from '../../../features/account/components/password-form';
import { requireAuth } from '../../../features/auth/lib/guards';

export const Route = createFileRoute('/account/password/')({
  beforeLoad: requireAuth,
  component: PasswordPage,
});

function PasswordPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.password')}>
      <PasswordForm />
    </AccountSection>
  );
}
