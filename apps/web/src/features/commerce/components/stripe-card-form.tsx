// The card form of a Stripe portal (ADR 060). The card number, expiry and CVC are typed into
// Stripe's own field (an iframe from js.stripe.com): this page never sees them. Paying turns the
// card into a PaymentMethod at Stripe, and the server charges that (`pm_…`) with the attempt's
// idempotency key; a 3-D Secure challenge runs in Stripe.js's dialog (lib/use-purchase-outcome).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { useSubscriptionCheckout } from '../api/subscription-checkout';
import {
  loadStripeClient,
  stripeLocaleOf,
  type StripeCardChange,
  type StripeCardField,
  type StripeCardOptions,
  type StripeClient,
} from '../lib/stripe-loader';
import { usePurchaseOutcome } from '../lib/use-purchase-outcome';

/** Stripe's field lives in its own document: it takes the page's text style as plain values. */
function cardOptions(host: HTMLElement): StripeCardOptions {
  const style = getComputedStyle(host);
  return {
    hidePostalCode: true,
    disableLink: true,
    style: {
      base: {
        color: style.color || 'inherit',
        fontFamily: style.fontFamily || 'inherit',
        fontSize: '16px',
      },
      invalid: { color: style.getPropertyValue('--color-live').trim() || '#dc2626' },
    },
  };
}

type Field =
  | { state: 'loading' | 'unavailable' }
  | { state: 'ready'; stripe: StripeClient; card: StripeCardField };

/** A field as one load left it: a newer load (another language, "Try again") is still loading. */
type Loaded = Field & { load: string };

export function StripeCardForm({
  publishableKey,
  productId,
  price,
  back,
}: {
  publishableKey: string;
  productId: string;
  /** The offer's price, formatted. */
  price: string;
  back?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const errorId = useId();
  const checkout = useSubscriptionCheckout();
  const { settled, failed } = usePurchaseOutcome(back);
  const host = useRef<HTMLDivElement>(null);
  const [loads, setLoads] = useState(0);
  const load = `${publishableKey} ${locale} ${loads}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const field: Field = loaded?.load === load ? loaded : { state: 'loading' };
  const [change, setChange] = useState<StripeCardChange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double click or a retried request is one charge.
  const [attemptKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    let gone = false;
    let card: StripeCardField | null = null;
    loadStripeClient(publishableKey).then(
      (stripe) => {
        if (gone) return;
        if (!stripe || !host.current) return setLoaded({ state: 'unavailable', load });
        card = stripe
          .elements({ locale: stripeLocaleOf(locale) })
          .create('card', cardOptions(host.current));
        card.on('change', (next) => {
          setChange(next);
          setProblem(null);
        });
        card.mount(host.current);
        // A new field is empty, whatever the one it replaces held.
        setChange(null);
        setLoaded({ state: 'ready', stripe, card, load });
      },
      () => {
        if (!gone) setLoaded({ state: 'unavailable', load });
      },
    );
    return () => {
      gone = true;
      card?.destroy();
    };
  }, [publishableKey, locale, load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field.state !== 'ready' || busy) return;
    if (!change?.complete) {
      setProblem(change?.error?.message ?? t('commerce.stripe.incomplete'));
      field.card.focus();
      return;
    }
    setBusy(true);
    try {
      const made = await field.stripe.createPaymentMethod({ type: 'card', card: field.card });
      if (!made.paymentMethod) {
        // Stripe's own words, in the field's language (the card was not charged).
        setProblem(made.error?.message ?? t('commerce.stripe.incomplete'));
        return;
      }
      let result;
      try {
        result = await checkout.mutateAsync({
          card: { token: made.paymentMethod.id },
          subscription_id: productId,
          idempotency_key: attemptKey,
        });
      } catch (error) {
        await failed(error);
        return;
      }
      await settled(result);
    } finally {
      setBusy(false);
    }
  };

  const error = problem ?? change?.error?.message ?? null;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
      data-testid="checkout-form"
    >
      <p id={labelId} className="text-sm font-semibold text-fg">
        {t('commerce.stripe.card')}
      </p>
      <div
        ref={host}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-busy={field.state === 'loading'}
        className="min-h-11 rounded-lg border border-line bg-canvas px-3 py-3 text-base text-fg focus-within:border-brand"
        data-testid="stripe-card"
      />
      {field.state === 'loading' && (
        <p className="text-sm text-fg-muted">{t('commerce.stripe.loading')}</p>
      )}
      {field.state === 'unavailable' && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-live" data-testid="stripe-unavailable">
            {t('commerce.stripe.unavailable')}
          </p>
          <Button type="button" onClick={() => setLoads((n) => n + 1)}>
            {t('commerce.stripe.retry')}
          </Button>
        </div>
      )}
      <p
        id={errorId}
        role={error ? 'alert' : undefined}
        className="min-h-4 text-xs text-live"
        data-testid="stripe-card-error"
      >
        {error ?? ''}
      </p>
      <p className="text-xs text-fg-muted">{t('commerce.stripe.secure')}</p>
      <div>
        <Button type="submit" disabled={field.state !== 'ready' || busy} data-testid="checkout-pay">
          {t('commerce.pay', { price })}
        </Button>
      </div>
    </form>
  );
}
