// /account/billing/{id}: a printable receipt of one charge — the seller (the tenant), what was
// bought, the amount in its currency's format, the masked card, the date, and each refund (ADR 052).
// The print stylesheet (app.css, `[data-print-root]`) prints this block alone.
import { Link } from '@tanstack/react-router';
import type { Charge } from '@touchline/contract/entities/product';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useCharge } from '../api/get-charge';
import { formatMoney } from '../lib/money';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

export function ReceiptView({ charge }: { charge: Charge }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const { name } = useCustomerConfig();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const amount = formatMoney(locale, charge.price, charge.currency);
  return (
    <article
      data-print-root
      data-testid="receipt"
      aria-labelledby="receipt-title"
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-line p-6"
    >
      <header className="flex flex-col gap-1">
        <p className="text-lg font-semibold" data-testid="receipt-seller">
          {name}
        </p>
        <h2 id="receipt-title" className="text-xl font-bold">
          {t('commerce.receipt.title')}
        </h2>
        {charge.testMode && <p className="text-sm text-fg-muted">{t('commerce.testMode')}</p>}
      </header>
      <dl className="text-sm">
        <Row label={t('commerce.receipt.number')}>
          <span className="font-mono">{charge.id}</span>
        </Row>
        <Row label={t('commerce.receipt.date')}>{when.format(new Date(charge.createdAt))}</Row>
        <Row label={t('commerce.receipt.item')}>
          {charge.title} · {t(`commerce.billing.kind.${charge.kind}`)}
        </Row>
        <Row label={t('commerce.receipt.status')}>
          {t(`commerce.billing.state.${charge.status}`)}
        </Row>
        <Row label={t('commerce.receipt.card')}>
          <span data-testid="receipt-card">
            {charge.card
              ? t('commerce.receipt.cardMasked', {
                  brand: charge.card.brand.toUpperCase(),
                  last4: charge.card.last4,
                })
              : t('commerce.receipt.noCard')}
          </span>
        </Row>
        <Row label={t('commerce.receipt.amount')}>
          <span className="font-semibold tabular-nums" data-testid="receipt-amount">
            {amount}
          </span>
        </Row>
        {charge.refunds.map((refund) => (
          <Row key={refund.id} label={t('commerce.billing.refund')}>
            <span data-testid="receipt-refund">
              {t('commerce.receipt.refundedOn', {
                amount: formatMoney(locale, refund.amount, charge.currency),
                date: when.format(new Date(refund.createdAt)),
              })}
            </span>
          </Row>
        ))}
      </dl>
      <div className="flex gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-fg hover:opacity-90 focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('commerce.receipt.print')}
        </button>
        <Link to="/account/billing/" className="px-4 py-2 underline">
          {t('commerce.receipt.back')}
        </Link>
      </div>
    </article>
  );
}

export function Receipt({ id }: { id: string }) {
  const { t } = useTranslation();
  const charge = useCharge(id);
  if (charge.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (charge.isError)
    return (
      <p role="alert" data-testid="receipt-missing">
        {t('commerce.receipt.notFound')}
      </p>
    );
  return <ReceiptView charge={charge.data} />;
}
