import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/lib/guards';
import { PaymentFailure } from '../../../features/commerce/components/payment-outcome';
import { paymentSearch } from '../../../features/commerce/lib/payment-search';

export const Route = createFileRoute('/payment/failure/')({
  staticData: { layout: 'auth' },
  validateSearch: paymentSearch,
  beforeLoad: requireAuth,
  component: PaymentFailurePage,
});

function PaymentFailurePage() {
  const search = Route.useSearch();
  return (
    <PaymentFailure
      {...(search.redirect ? { back: search.redirect } : {})}
      {...(search.reason ? { reason: search.reason } : {})}
    />
  );
}
