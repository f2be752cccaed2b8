import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { DevicesPanel } from '../../../features/auth/components/devices-panel';
import { requireAuth } from '../../../features/auth/lib/guards';

export const Route = createFileRoute('/account/devices/')({
  beforeLoad: requireAuth,
  component: DevicesPage,
});

function DevicesPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('account.devices')}>
      <DevicesPanel />
    </AccountSection>
  );
}
