// /account/subscription/{id} and /account/ppv/{id}: one contract — what it is, its status and
// period, what it covers — and, for a running subscription, stopping its renewal.
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { Button } from '../../../ui/button';
import { useCancelContract } from '../api/cancel-contract';
import { useConfirmCancel } from './confirm-cancel';
import { useContract } from '../api/get-contract';

export function ContractDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const contract = useContract(id);
  const cancel = useCancelContract();
  const confirmCancel = useConfirmCancel();
  if (contract.isPending) return <p className="text-fg-muted">{t('commerce.loading')}</p>;
  if (contract.isError) return <p role="alert">{t('commerce.loadFailed')}</p>;
  const c = contract.data;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="flex flex-col gap-2" data-testid="contract-detail" data-status={c.status}>
      <h2 className="text-lg font-bold text-fg">{c.title}</h2>
      {c.description && <p className="text-fg-muted">{c.description}</p>}
      <p>
        {t(`commerce.contracts.status.${c.status}`)}
        {c.endDate &&
          ` · ${t('commerce.contracts.until', { date: day.format(new Date(c.endDate)) })}`}
      </p>
      {c.allowedAccessIdentityItems.length > 0 && (
        <ul role="list" className="flex flex-wrap gap-2 text-sm">
          {c.allowedAccessIdentityItems.map((item) => (
            <li key={item.id} className="rounded-full bg-surface-2 px-3 py-1">
              {item.title}
            </li>
          ))}
        </ul>
      )}
      {c.autoRenew && c.isActive && (
        <div>
          <Button
            type="button"
            disabled={cancel.isPending}
            onClick={() =>
              void confirmCancel(c).then(
                (accepted) =>
                  accepted && cancel.mutate(c.id, { onSuccess: () => void contract.refetch() }),
              )
            }
            data-testid="contract-cancel"
          >
            {t('commerce.contracts.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}
