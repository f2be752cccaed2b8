import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/lib/guards';
import { PaymentSuccess } from '../../../features/commerce/components/payment-outcome';
import { paymentSearch } from '../../../features/commerce/lib/payment-search';

export const Route = createFileRoute('/payment/success/')({
  staticData: { layout: 'auth' },
  validateSearch: paymentSearch,
  beforeLoad: requireAuth,
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const search = Route.useSearch();
  return <PaymentSuccess {...(search.redirect ? { back: search.redirect } : {})} />;
}
