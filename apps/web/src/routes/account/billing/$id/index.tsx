import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../../features/account/components/account-nav';
import { requireAuth } from '../../../../features/auth/lib/guards';
import { Receipt } from '../../../../features/commerce/components/receipt';

export const Route = createFileRoute('/account/billing/$id/')({
  beforeLoad: requireAuth,
  component: ReceiptPage,
});

function ReceiptPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  return (
    <AccountSection title={t('commerce.billing.title')}>
      <Receipt id={id} />
    </AccountSection>
  );
}
