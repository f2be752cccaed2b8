// The tenant's access-code batches: offer, uses against codes, dates, and Disable behind a
// confirmation (a disabled batch's codes stop redeeming; what they granted stays).
import type { AccessCodeBatch } from '@touchline/contract/calls/admin-commerce';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/modal/confirm';
import { shortDateTime } from '../lib/when';
import { ConsoleTable } from './console-table';

export function CodeBatchList({
  batches,
  offerTitle,
  disablingId,
  onDisable,
}: {
  batches: AccessCodeBatch[];
  offerTitle: (productId: string) => string;
  disablingId: string | null;
  onDisable: (batch: AccessCodeBatch) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ConsoleTable
      columns={[
        t('console.commerce.label'),
        t('console.commerce.offer'),
        t('console.commerce.usesOfCodes'),
        t('console.commerce.created'),
        t('console.commerce.state'),
      ]}
      actions={t('console.actions')}
    >
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.id} className="border-t border-line align-top" data-testid="batch-row">
            <td className="py-2 pe-3 font-semibold text-fg">{batch.label}</td>
            <td className="py-2 pe-3 text-fg-muted">{offerTitle(batch.productId)}</td>
            <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
              {batch.useLimit === null
                ? `${number.format(batch.uses)} / ${number.format(batch.codeCount)}`
                : t('console.commerce.usesValue', {
                    uses: number.format(batch.uses),
                    codes: number.format(batch.codeCount),
                    limit: number.format(batch.useLimit),
                  })}
            </td>
            <td className="py-2 pe-3 whitespace-nowrap text-fg-muted">
              {shortDateTime(batch.createdAt, locale)}
            </td>
            <td className="py-2 pe-3 text-fg-muted" data-testid="batch-state">
              {batch.disabledAt
                ? t('console.commerce.disabledOn', {
                    when: shortDateTime(batch.disabledAt, locale),
                  })
                : batch.expiresAt
                  ? t('console.commerce.expiresOn', {
                      when: shortDateTime(batch.expiresAt, locale),
                    })
                  : t('console.commerce.active')}
            </td>
            <td className="py-2 text-end">
              {!batch.disabledAt && (
                <Button
                  size="small"
                  kind="danger"
                  outline
                  disabled={disablingId === batch.id}
                  aria-label={t('console.commerce.disableNamed', { label: batch.label })}
                  data-testid="batch-disable"
                  onClick={() =>
                    void confirmAction({
                      title: t('console.commerce.disableTitle', { label: batch.label }),
                      text: t('console.commerce.disableText'),
                      confirmLabel: t('console.commerce.disable'),
                      dismissLabel: t('console.cancel'),
                      danger: true,
                    }).then((accepted) => accepted && onDisable(batch))
                  }
                >
                  {t('console.commerce.disable')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ConsoleTable>
  );
}
