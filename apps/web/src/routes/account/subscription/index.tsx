import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../features/account/components/account-nav';
import { requireAuth } from '../../../features/auth/lib/guards';
import { AccessCodeForm } from '../../../features/commerce/components/access-code-form';
import { ContractList } from '../../../features/commerce/components/contract-list';
import { SubscriptionOffers } from '../../../features/commerce/components/subscription-offers';

export const Route = createFileRoute('/account/subscription/')({
  beforeLoad: requireAuth,
  // The viewer's subscriptions and the offers come before the code form: the page shows once
  // they are in, so the form does not move under a press. A failure shows its message.
  // Imported here, not above: route options load with the app, the page's code on demand.
  loader: async ({ context }) => {
    const [{ contractsQueryOptions }, { subscriptionsQueryOptions }] = await Promise.all([
      import('../../../features/commerce/api/customer-contracts'),
      import('../../../features/commerce/api/list-subscriptions'),
    ]);
    await Promise.all([
      context.queryClient.prefetchQuery(contractsQueryOptions()),
      context.queryClient.prefetchQuery(subscriptionsQueryOptions()),
    ]);
  },
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
