// The checkout of one offer with the sandbox card form (marked test mode). The card becomes a
// token here (lib/sandbox-card.ts); the server gets the token only. One idempotency key per
// attempt, so a double click or a retried request never charges twice. The outcome leads to
// /payment/success, /payment/processing (a card challenge) or /payment/failure with the reason.
// A viewer with a stored card may pay with it instead, in one click and a confirmation.
import { useNavigate } from '@tanstack/react-router';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useOffer } from '../api/get-offer';
import { useSubscriptionCheckout } from '../api/subscription-checkout';
import { tokeniseSandboxCard, type CardProblem } from '../lib/sandbox-card';
import { StoredCardPay } from './stored-card';

const formatPrice = (price: number, currency: string, locale: string) =>
  /^[A-Z]{3}$/.test(currency)
    ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price)
    : String(price);

/** Why a payment failed, from the answer's `context` (card_declined, insufficient_funds, …). */
const reasonOf = (error: unknown) => {
  const context =
    error instanceof ApiError && typeof error.body === 'object' && error.body !== null
      ? (error.body as { context?: unknown }).context
      : undefined;
  return typeof context === 'string' ? context : 'unknown';
};

export function CheckoutForm({ productId, back }: { productId: string; back?: string }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const navigate = useNavigate();
  const offer = useOffer(productId);
  const checkout = useSubscriptionCheckout();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [attemptKey] = useState(() => crypto.randomUUID());

  const search = back ? { redirect: back } : {};
  /** Where a purchase leads: its card challenge, or the success page. */
  const settled = async (result: PurchaseResult) => {
    if (result.status === 'processing' && result.clientSecret)
      await navigate({
        to: '/payment/processing/',
        search: { ...search, secret: result.clientSecret },
      });
    else await navigate({ to: '/payment/success/', search });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tokenised = tokeniseSandboxCard(card);
    if ('problem' in tokenised) return setProblem(tokenised.problem);
    setProblem(null);
    try {
      await settled(
        await checkout.mutateAsync({
          card: { token: tokenised.token },
          subscription_id: productId,
          idempotency_key: attemptKey,
        }),
      );
    } catch (error) {
      await navigate({ to: '/payment/failure/', search: { ...search, reason: reasonOf(error) } });
    }
  };

  if (offer.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (offer.isError) return <p role="alert">{t('commerce.offerMissing')}</p>;
  const product = offer.data;
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setCard({ ...card, [name]: e.target.value }),
    error: problem === name ? t(`commerce.card.invalid.${name}`) : undefined,
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex max-w-md flex-col gap-3"
      data-testid="checkout-form"
    >
      <div className="rounded-lg border border-line p-4">
        <p className="font-semibold text-fg" data-testid="checkout-title">
          {product.title}
        </p>
        <p className="text-lg font-bold tabular-nums">
          {formatPrice(product.price, product.currency, locale)}
        </p>
      </div>
      <StoredCardPay
        productId={productId}
        price={formatPrice(product.price, product.currency, locale)}
        onPaid={settled}
      />
      <p
        className="self-start rounded-full bg-brand/15 px-3 py-1 text-xs font-bold uppercase text-fg"
        data-testid="test-mode"
      >
        {t('commerce.testMode')}
      </p>
      <p className="text-sm text-fg-muted">{t('commerce.testCards')}</p>
      <TextField
        label={t('commerce.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        data-testid="card-number"
        {...field('number')}
      />
      <div className="flex gap-3">
        <TextField
          label={t('commerce.card.expiry')}
          placeholder="MM/YY"
          autoComplete="cc-exp"
          data-testid="card-expiry"
          {...field('expiry')}
        />
        <TextField
          label={t('commerce.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          data-testid="card-cvc"
          {...field('cvc')}
        />
      </div>
      <div>
        <Button type="submit" disabled={checkout.isPending} data-testid="checkout-pay">
          {t('commerce.pay', { price: formatPrice(product.price, product.currency, locale) })}
        </Button>
      </div>
    </form>
  );
}
