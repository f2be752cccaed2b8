// The refund of one charge, in a modal: an amount (all that is left unless changed) checked
// against what is left, sent in minor units. The dialog stays open on a refusal, saying why.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCharge } from '@touchline/contract/calls/admin-commerce';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import type { ModalProps } from '../../../ui/modal/modal-store';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { formatAmount, fromMinor, refundableMinor } from '../lib/money';
import {
  refundFormSchema,
  remainingText,
  toRefundBody,
  type RefundFormValues,
} from '../lib/refund-form';

export interface RefundDialogProps {
  charge: AdminCharge;
  /** Sends the refund (minor units); rejects with the API's error. */
  onRefund: (amountMinor: number) => Promise<unknown>;
}

export function RefundDialog({ charge, onRefund, close }: RefundDialogProps & ModalProps) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const remaining = refundableMinor(charge);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(refundFormSchema(remaining, charge.currency)),
    defaultValues: { amount: remainingText(remaining, charge.currency, locale) },
  });
  const { errors, isSubmitting } = form.formState;
  const left = formatAmount(fromMinor(remaining, charge.currency), charge.currency, locale);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    await onRefund(toRefundBody(values, charge.currency).amount).then(close, setFailure);
  });
  const key = errorKey(errors.amount?.message);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="refund-dialog"
    >
      <h2 className="text-lg font-bold text-fg">{t('console.commerce.refundTitle')}</h2>
      <p className="text-fg-muted">
        {t('console.commerce.refundText', { title: charge.title, left })}
      </p>
      {failure !== null && <FormAlert testId="refund-error">{errorText(failure)}</FormAlert>}
      <TextField
        label={t('console.commerce.refundAmount', { currency: charge.currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={t('console.commerce.refundHint', { left })}
        error={key && t(key, { left })}
        data-testid="refund-amount"
        {...form.register('amount')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button kind="secondary" outline onClick={close} data-testid="refund-dismiss">
          {t('console.cancel')}
        </Button>
        <Button type="submit" kind="danger" disabled={isSubmitting} data-testid="refund-submit">
          {t('console.commerce.refund')}
        </Button>
      </div>
    </form>
  );
}
