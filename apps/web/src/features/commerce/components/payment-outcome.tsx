// The pages after a payment: success (then back to where the viewer came from), failure with the
// reason in the viewer's language, and processing — the sandbox's card challenge, passed here.
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useConfirmPayment } from '../api/confirm-payment';

const knownReasons = new Set(['card_declined', 'insufficient_funds', 'expired_card']);

function Continue({ back }: { back?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={back ?? '/account/subscription/'}
      className="font-semibold text-brand underline"
      data-testid="payment-continue"
    >
      {back ? t('commerce.backToEvent') : t('commerce.mySubscriptions')}
    </Link>
  );
}

export function PaymentSuccess({ back }: { back?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // What the viewer holds changed: every answer that depends on it is stale.
  useEffect(() => {
    void client.invalidateQueries();
    if (!back) return;
    const timer = setTimeout(() => void navigate({ to: back }), 1500);
    return () => clearTimeout(timer);
  }, [back, client, navigate]);
  return (
    <section className="flex flex-col gap-3" data-testid="payment-success">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.success.title')}</h1>
      <p>{t('commerce.success.text')}</p>
      <Continue {...(back ? { back } : {})} />
    </section>
  );
}

export function PaymentFailure({ reason, back }: { reason?: string; back?: string }) {
  const { t } = useTranslation();
  const key = reason && knownReasons.has(reason) ? reason : 'unknown';
  return (
    <section className="flex flex-col gap-3" data-testid="payment-failure">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.failure.title')}</h1>
      <p role="alert" data-testid="payment-failure-reason">
        {t(`commerce.failure.reason.${key}`)}
      </p>
      <Continue {...(back ? { back } : {})} />
    </section>
  );
}

export function PaymentProcessing({ secret, back }: { secret?: string; back?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const search = back ? { redirect: back } : {};
  const pass = async () => {
    try {
      await confirm.mutateAsync(secret ?? '');
      await navigate({ to: '/payment/success/', search });
    } catch {
      await navigate({ to: '/payment/failure/', search: { ...search, reason: 'unknown' } });
    }
  };
  return (
    <section className="flex flex-col gap-3" data-testid="payment-processing">
      <h1 className="text-2xl font-bold text-fg">{t('commerce.processing.title')}</h1>
      <p>{t('commerce.processing.text')}</p>
      <div>
        <Button
          type="button"
          disabled={!secret || confirm.isPending}
          onClick={() => void pass()}
          data-testid="challenge-pass"
        >
          {t('commerce.processing.pass')}
        </Button>
      </div>
    </section>
  );
}
