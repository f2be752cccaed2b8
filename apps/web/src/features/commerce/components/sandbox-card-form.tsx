// The sandbox provider's card form (marked test mode): the card becomes a token here
// (lib/sandbox-card.ts) and the server gets the token only. One idempotency key per attempt, so a
// double click or a retried request never charges twice.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useSubscriptionCheckout } from '../api/subscription-checkout';
import { tokeniseSandboxCard, type CardProblem } from '../lib/sandbox-card';
import { usePurchaseOutcome } from '../lib/use-purchase-outcome';

export function SandboxCardForm({
  productId,
  price,
  back,
}: {
  productId: string;
  /** The offer's price, formatted. */
  price: string;
  back?: string;
}) {
  const { t } = useTranslation();
  const checkout = useSubscriptionCheckout();
  const { settled, failed } = usePurchaseOutcome(back);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [attemptKey] = useState(() => crypto.randomUUID());

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
      await failed(error);
    }
  };

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
      className="flex flex-col gap-3"
      data-testid="checkout-form"
    >
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
          {t('commerce.pay', { price })}
        </Button>
      </div>
    </form>
  );
}
