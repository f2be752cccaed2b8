import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { requireAuth } from '../../../features/auth/lib/guards';
import { BillingList } from '../../../features/commerce/components/billing-list';
import { StoredCardSummary } from '../../../features/commerce/components/stored-card';

export const Route = createFileRoute('/account/billing/')({
  beforeLoad: requireAuth,
  component: BillingPage,
});

function BillingPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('commerce.billing.title')}>
      <StoredCardSummary />
      <BillingList />
    </AccountSection>
  );
}
