// The card kept from the viewer's last checkout (ADR 049): shown masked with its expiry on the
// billing page and at checkout, where it pays an offer in one click and a confirmation. A refused
// payment, or any other failure, is told in an error toast in the viewer's language; the viewer
// stays on the checkout and may try again (a new attempt, a new idempotency key) or use the form.
import type { PurchaseResult, StoredCard } from '@touchline/contract/entities/product';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { useStoredCard } from '../api/stored-card';
import { useSubscribeByStoredCard } from '../api/subscribe-by-stored-card';
import { paymentRefusal } from '../lib/payment-refusal';

/** `VISA ending in 4242 · expires 12/2035`: never more than the last four digits. */
export function useMaskedCard() {
  const { t } = useTranslation();
  return (card: StoredCard) =>
    t('commerce.storedCard.masked', {
      card: t('commerce.receipt.cardMasked', {
        brand: card.brand.toUpperCase(),
        last4: card.last4,
      }),
      expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
    });
}

/** The billing page's line: the stored card, or nothing when none is kept. */
export function StoredCardSummary() {
  const { t } = useTranslation();
  const masked = useMaskedCard();
  const stored = useStoredCard();
  if (!stored.data) return null;
  return (
    <p className="text-sm" data-testid="stored-card-summary">
      <span className="font-semibold">{t('commerce.storedCard.title')}: </span>
      <span data-testid="stored-card">{masked(stored.data)}</span>
    </p>
  );
}

/**
 * Pay `productId` with the stored card: a button, then a confirmation naming the price and the
 * card. `onPaid` takes the purchase's outcome (success, or a card challenge) as the form's would.
 */
export function StoredCardPay({
  productId,
  price,
  onPaid,
}: {
  productId: string;
  price: string;
  onPaid: (result: PurchaseResult) => Promise<void>;
}) {
  const { t } = useTranslation();
  const masked = useMaskedCard();
  const errorText = useErrorText();
  const stored = useStoredCard();
  const pay = useSubscribeByStoredCard();
  // One key per attempt: set when the viewer asks to pay, kept through a double click on Confirm.
  const [attempt, setAttempt] = useState<string | null>(null);
  if (!stored.data) return null;
  const card = masked(stored.data);

  const confirm = async (key: string) => {
    try {
      await onPaid(await pay.mutateAsync({ subscription_id: productId, idempotency_key: key }));
    } catch (error) {
      const reason = paymentRefusal(error);
      notify.danger(reason ? t(`commerce.failure.reason.${reason}`) : errorText(error));
      setAttempt(null);
    }
  };

  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-line p-4"
      data-testid="stored-card-pay"
      aria-label={t('commerce.storedCard.title')}
    >
      <p className="text-sm">
        <span className="font-semibold">{t('commerce.storedCard.title')}: </span>
        <span data-testid="stored-card">{card}</span>
      </p>
      {attempt === null ? (
        <div>
          <Button
            kind="secondary"
            onClick={() => setAttempt(crypto.randomUUID())}
            data-testid="stored-card-use"
          >
            {t('commerce.storedCard.pay')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="group" data-testid="stored-card-confirmation">
          <p>{t('commerce.storedCard.confirm', { price, card })}</p>
          <div className="flex gap-2">
            <Button
              onClick={() => void confirm(attempt)}
              disabled={pay.isPending}
              data-testid="stored-card-confirm"
            >
              {t('commerce.storedCard.confirmButton')}
            </Button>
            <Button
              kind="secondary"
              outline
              onClick={() => setAttempt(null)}
              disabled={pay.isPending}
              data-testid="stored-card-cancel"
            >
              {t('commerce.storedCard.cancel')}
            </Button>
          </div>
        </div>
      )}
      <p className="text-sm text-fg-muted">{t('commerce.storedCard.orNewCard')}</p>
    </section>
  );
}
