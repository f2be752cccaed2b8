// /account/subscription and /account/ppv: the viewer's contracts of one kind, with their period,
// and a way to stop a subscription's renewal (it then runs to its end date).
import { Link } from '@tanstack/react-router';
import type { CustomerContract } from '@touchline/contract/entities/product';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { useCancelContract } from '../api/cancel-contract';
import { useConfirmCancel } from './confirm-cancel';
import { useContracts } from '../api/customer-contracts';

export function ContractList({ kind }: { kind: 'subscription' | 'ppv' }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const contracts = useContracts();
  const cancel = useCancelContract();
  const confirmCancel = useConfirmCancel();
  if (contracts.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (contracts.isError) return <p role="alert">{t('commerce.loadFailed')}</p>;
  const mine = contracts.data.filter(
    (c: CustomerContract) => (c.type === 'ppv') === (kind === 'ppv'),
  );
  if (mine.length === 0)
    return <p data-testid="contracts-empty">{t(`commerce.contracts.empty.${kind}`)}</p>;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <ul role="list" className="flex flex-col gap-3" data-testid="contract-list">
      {mine.map((contract) => (
        <li
          key={contract.id}
          className="rounded-lg border border-line p-4"
          data-testid="contract"
          data-status={contract.status}
        >
          <Link
            to={kind === 'ppv' ? '/account/ppv/$id/' : '/account/subscription/$id/'}
            params={{ id: contract.id }}
            className="font-semibold text-fg underline-offset-2 hover:underline"
            data-testid="contract-link"
          >
            {contract.title}
          </Link>
          <p className="text-sm text-fg-muted">
            {t(`commerce.contracts.status.${contract.status}`)}
            {contract.endDate &&
              ` · ${t('commerce.contracts.until', { date: day.format(new Date(contract.endDate)) })}`}
          </p>
          {contract.autoRenew && contract.isActive && (
            <Button
              type="button"
              className="mt-2"
              disabled={cancel.isPending}
              onClick={() =>
                void confirmCancel(contract).then(
                  (accepted) => accepted && cancel.mutate(contract.id),
                )
              }
              data-testid="contract-cancel"
            >
              {t('commerce.contracts.cancel')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
