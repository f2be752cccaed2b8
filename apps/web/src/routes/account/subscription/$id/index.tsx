import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../../features/account/components/account-nav';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { ContractDetail } from '../../../../features/commerce/components/contract-detail';

export const Route = createFileRoute('/account/subscription/$id/')({
  beforeLoad: requireAuth,
  component: SubscriptionDetailPage,
});

function SubscriptionDetailPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  return (
    <AccountSection title={t('commerce.contracts.subscriptions')}>
      <ContractDetail id={id} />
    </AccountSection>
  );
}
