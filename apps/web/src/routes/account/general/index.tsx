import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { requireAuth } from '../../../features/auth/lib/guards';

export const Route = createFileRoute('/account/general/')({
  beforeLoad: requireAuth,
  component: GeneralPage,
});

function GeneralPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.general')}>
      <ProfileForm />
    </AccountSection>
  );
}
