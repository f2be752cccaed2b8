// /account/billing: every charge — purchases and renewals, refused ones too — newest first, each
// with its printable receipt; each refund of a charge (partial ones too, ADR 052) is listed above
// it, newest first like the rest.
import { Link } from '@tanstack/react-router';
import type { Charge } from '@touchline/contract/entities/product';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useCharges } from '../api/list-charges';
import { formatMoney } from '../lib/money';

export function BillingTable({ charges }: { charges: Charge[] }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="w-full text-start text-sm" data-testid="billing-list">
      <caption className="sr-only">{t('commerce.billing.title')}</caption>
      <thead>
        <tr className="border-b border-line text-fg-muted">
          <th scope="col" className="py-2 text-start">
            {t('commerce.billing.date')}
          </th>
          <th scope="col" className="py-2 text-start">
            {t('commerce.billing.item')}
          </th>
          <th scope="col" className="py-2 text-start">
            {t('commerce.billing.status')}
          </th>
          <th scope="col" className="py-2 text-end">
            {t('commerce.billing.amount')}
          </th>
          <th scope="col" className="py-2 text-end">
            <span className="sr-only">{t('commerce.billing.receipt')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {charges.map((charge) => (
          <Fragment key={charge.id}>
            {[...charge.refunds].reverse().map((refund) => (
              <tr key={refund.id} className="border-b border-line" data-testid="billing-refund">
                <td className="py-2">{when.format(new Date(refund.createdAt))}</td>
                <td className="py-2">
                  {charge.title} · {t('commerce.billing.refund')}
                </td>
                <td className="py-2">{t('commerce.billing.refunded')}</td>
                <td className="py-2 text-end tabular-nums">
                  {formatMoney(locale, -refund.amount, charge.currency)}
                </td>
                <td />
              </tr>
            ))}
            <tr
              className="border-b border-line"
              data-testid="billing-charge"
              data-status={charge.status}
            >
              <td className="py-2">{when.format(new Date(charge.createdAt))}</td>
              <td className="py-2">
                {charge.title} · {t(`commerce.billing.kind.${charge.kind}`)}
                {charge.testMode && (
                  <span className="ms-2 text-xs text-fg-muted">{t('commerce.testMode')}</span>
                )}
              </td>
              <td className="py-2">{t(`commerce.billing.state.${charge.status}`)}</td>
              <td className="py-2 text-end tabular-nums">
                {formatMoney(locale, charge.price, charge.currency)}
              </td>
              <td className="py-2 text-end">
                <Link
                  to="/account/billing/$id/"
                  params={{ id: charge.id }}
                  className="underline"
                  aria-label={t('commerce.billing.receiptOf', { item: charge.title })}
                >
                  {t('commerce.billing.receipt')}
                </Link>
              </td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

export function BillingList() {
  const { t } = useTranslation();
  const charges = useCharges();
  if (charges.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (charges.isError) return <p role="alert">{t('commerce.loadFailed')}</p>;
  if (charges.data.length === 0)
    return <p data-testid="billing-empty">{t('commerce.billing.empty')}</p>;
  return <BillingTable charges={charges.data} />;
}
