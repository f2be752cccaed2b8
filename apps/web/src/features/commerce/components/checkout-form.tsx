// The checkout of one offer: its title and price, the stored card when the viewer has one, and
// the card form of the portal's provider — the sandbox's (test mode) or Stripe's (Stripe.js,
// loaded only here; ADR 060). Either way the server gets a token, never a card number, and the
// outcome leads to /payment/success or /payment/failure with the reason (lib/use-purchase-outcome).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useOffer } from '../api/get-offer';
import { usePurchaseOutcome, useStripeKey } from '../lib/use-purchase-outcome';
import { SandboxCardForm } from './sandbox-card-form';
import { StoredCardPay } from './stored-card';

// Its own chunk: a sandbox portal never downloads the Stripe form.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

const formatPrice = (price: number, currency: string, locale: string) =>
  /^[A-Z]{3}$/.test(currency)
    ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price)
    : String(price);

export function CheckoutForm({ productId, back }: { productId: string; back?: string }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const offer = useOffer(productId);
  const stripeKey = useStripeKey();
  const { settled } = usePurchaseOutcome(back);

  if (offer.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (offer.isError) return <p role="alert">{t('commerce.offerMissing')}</p>;
  const product = offer.data;
  const price = formatPrice(product.price, product.currency, locale);
  const form = { productId, price, ...(back ? { back } : {}) };
  return (
    <div className="flex max-w-md flex-col gap-3">
      <div className="rounded-lg border border-line p-4">
        <p className="font-semibold text-fg" data-testid="checkout-title">
          {product.title}
        </p>
        <p className="text-lg font-bold tabular-nums">{price}</p>
      </div>
      <StoredCardPay productId={productId} price={price} onPaid={settled} />
      {stripeKey ? (
        <Suspense fallback={<p className="text-fg-muted">{t('commerce.loading')}</p>}>
          <StripeCardForm publishableKey={stripeKey} {...form} />
        </Suspense>
      ) : (
        <SandboxCardForm {...form} />
      )}
    </div>
  );
}
