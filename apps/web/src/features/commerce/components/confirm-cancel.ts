// Stopping a subscription's renewal asks first, through the modal service (spec §4 "Modal"):
// the dialog names the contract and the day it runs to.
import type { CustomerContract } from '@touchline/contract/entities/product';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { confirmAction } from '../../../ui/modal/confirm';

export function useConfirmCancel() {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  return (contract: Pick<CustomerContract, 'title' | 'endDate'>) =>
    confirmAction({
      title: t('commerce.contracts.confirmCancel.title'),
      text: contract.endDate
        ? t('commerce.contracts.confirmCancel.textUntil', {
            title: contract.title,
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
              new Date(contract.endDate),
            ),
          })
        : t('commerce.contracts.confirmCancel.text', { title: contract.title }),
      confirmLabel: t('commerce.contracts.cancel'),
      dismissLabel: t('commerce.contracts.confirmCancel.keep'),
      danger: true,
    });
}
