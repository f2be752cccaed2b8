// The latest charges, of one user when one is named: amount, status and what was refunded, with a
// Refund action on a charge that has something left to give back (a dialog asks how much).
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { openModal } from '../../../ui/modal/modal-store';
import { TextField } from '../../../ui/text-field';
import { useCharges } from '../api/list-charges';
import { useRefundCharge } from '../api/refund-charge';
import { formatAmount, refundableMinor, refundedAmount } from '../lib/money';
import { shortDateTime } from '../lib/when';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';
import { RefundDialog } from './refund-dialog';

export function ChargesPanel() {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const [typed, setTyped] = useState('');
  const [userId, setUserId] = useState('');
  const charges = useCharges(userId);
  const refund = useRefundCharge();
  const openRefund = (charge: AdminCharge) =>
    openModal(
      RefundDialog,
      {
        charge,
        onRefund: (amount: number) => refund.mutateAsync({ id: charge.id, amount }),
      },
      { label: t('console.commerce.refundTitle') },
    );
  return (
    <Panel title={t('console.commerce.charges')} testId="charges">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setUserId(typed.trim());
        }}
      >
        <TextField
          label={t('console.commerce.userFilter')}
          hint={t('console.commerce.userFilterHint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          dir="ltr"
          className="min-w-64 grow"
          data-testid="charges-user"
        />
        <Button type="submit" kind="secondary" outline className="mb-5">
          {t('console.commerce.filter')}
        </Button>
      </form>
      <QueryStates query={charges} testId="charges" empty={t('console.commerce.noCharges')}>
        {(data) => (
          <ConsoleTable
            columns={[
              t('console.commerce.when'),
              t('console.commerce.user'),
              t('console.commerce.offer'),
              t('console.commerce.amount'),
              t('console.commerce.status'),
              t('console.commerce.refunded'),
            ]}
            actions={t('console.actions')}
          >
            <tbody>
              {data.map((charge) => {
                const refunded = refundedAmount(charge);
                return (
                  <tr
                    key={charge.id}
                    className="border-t border-line align-top"
                    data-testid="charge-row"
                  >
                    <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
                      {shortDateTime(charge.createdAt, locale)}
                    </td>
                    <td className="py-2 pe-3 font-mono text-xs text-fg-muted" dir="ltr">
                      {charge.userId}
                    </td>
                    <td className="py-2 pe-3 text-fg">{charge.title}</td>
                    <td className="py-2 pe-3 whitespace-nowrap text-fg">
                      {formatAmount(charge.price, charge.currency, locale)}
                    </td>
                    <td className="py-2 pe-3 text-fg-muted">
                      {t(`console.commerce.chargeStatus.${charge.status}`)}
                      {charge.testMode && ` · ${t('console.commerce.testMode')}`}
                    </td>
                    <td
                      className="py-2 pe-3 whitespace-nowrap text-fg-muted"
                      data-testid="charge-refunded"
                    >
                      {refunded > 0 ? formatAmount(refunded, charge.currency, locale) : '—'}
                    </td>
                    <td className="py-2 text-end">
                      {refundableMinor(charge) > 0 && (
                        <Button
                          size="small"
                          kind="secondary"
                          outline
                          aria-label={t('console.commerce.refundNamed', { title: charge.title })}
                          data-testid="charge-refund"
                          onClick={() => openRefund(charge)}
                        >
                          {t('console.commerce.refund')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ConsoleTable>
        )}
      </QueryStates>
    </Panel>
  );
}
