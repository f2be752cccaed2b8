import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { requireAuth } from '../../../features/auth/lib/guards';
import { AccessCodeForm } from '../../../features/commerce/components/access-code-form';
import { ContractList } from '../../../features/commerce/components/contract-list';
import { SubscriptionOffers } from '../../../features/commerce/components/subscription-offers';

export const Route = createFileRoute('/account/subscription/')({
  beforeLoad: requireAuth,
  component: SubscriptionPage,
});

function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('commerce.contracts.subscriptions')}>
      <ContractList kind="subscription" />
      <h2 className="mt-4 text-lg font-bold text-fg">{t('commerce.offers')}</h2>
      <SubscriptionOffers back="/account/subscription/" />
      <h2 className="mt-4 text-lg font-bold text-fg">{t('commerce.code.title')}</h2>
      <AccessCodeForm />
    </AccountSection>
  );
}
