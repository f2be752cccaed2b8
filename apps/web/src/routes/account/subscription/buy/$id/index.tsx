import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../../../../features/account/components/account-nav';
import { requireAuth } from '../../../../../features/auth/lib/guards';
import { CheckoutForm } from '../../../../../features/commerce/components/checkout-form';
import { paymentSearch } from '../../../../../features/commerce/lib/payment-search';

export const Route = createFileRoute('/account/subscription/buy/$id/')({
  validateSearch: paymentSearch,
  beforeLoad: requireAuth,
  component: BuyPage,
});

function BuyPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { redirect } = Route.useSearch();
  return (
    <AccountSection title={t('commerce.checkout')}>
      <CheckoutForm productId={id} {...(redirect ? { back: redirect } : {})} />
    </AccountSection>
  );
}
