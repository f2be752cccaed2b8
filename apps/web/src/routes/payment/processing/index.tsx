import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/lib/guards';
import { PaymentProcessing } from '../../../features/commerce/components/payment-outcome';
import { paymentSearch } from '../../../features/commerce/lib/payment-search';

export const Route = createFileRoute('/payment/processing/')({
  staticData: { layout: 'auth' },
  validateSearch: paymentSearch,
  beforeLoad: requireAuth,
  component: PaymentProcessingPage,
});

function PaymentProcessingPage() {
  const search = Route.useSearch();
  return (
    <PaymentProcessing
      {...(search.redirect ? { back: search.redirect } : {})}
      {...(search.secret ? { secret: search.secret } : {})}
    />
  );
}
