import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { requireAuth } from '../../../features/auth/lib/guards';
import { ContractList } from '../../../features/commerce/components/contract-list';

export const Route = createFileRoute('/account/ppv/')({
  beforeLoad: requireAuth,
  component: PassesPage,
});

function PassesPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('commerce.contracts.passes')}>
      <ContractList kind="ppv" />
    </AccountSection>
  );
}
