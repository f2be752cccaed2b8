// A new batch of access codes: the offer they grant, how many, and optional label, use limit and
// expiry. Checked with the contract's field schemas, so it refuses what the API would.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  codeBatchFormSchema,
  emptyCodeBatch,
  type CodeBatchFormValues,
} from '../lib/code-batch-form';
import { maxGeneratedCodes } from '@touchline/contract/calls/admin-commerce';
import { errorKey } from '../lib/field-rules';

export interface CodeBatchFormProps {
  /** What the codes may grant: the products on sale. */
  offers: readonly { id: string; title: string }[];
  onSubmit: (values: CodeBatchFormValues) => Promise<unknown>;
  error?: unknown;
}

export function CodeBatchForm({ offers, onSubmit, error }: CodeBatchFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<CodeBatchFormValues>({
    resolver: zodResolver(codeBatchFormSchema),
    defaultValues: emptyCodeBatch(),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key, { max: maxGeneratedCodes });
  };
  const submit = form.handleSubmit(async (values) => {
    // A refusal stays in the form (shown from `error`); a success empties it for the next batch.
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok) form.reset(emptyCodeBatch());
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid="batch-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="batch-error">{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('console.commerce.offer')}
          error={message(errors.productId?.message)}
          data-testid="batch-offer"
          {...form.register('productId')}
        >
          <option value="">{t('console.commerce.chooseOffer')}</option>
          {offers.map((offer) => (
            <option key={offer.id} value={offer.id}>
              {offer.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.commerce.label')}
          hint={t('console.commerce.labelHint')}
          error={message(errors.label?.message)}
          data-testid="batch-label"
          {...form.register('label')}
        />
        <TextField
          label={t('console.commerce.count')}
          inputMode="numeric"
          error={message(errors.count?.message)}
          data-testid="batch-count"
          {...form.register('count')}
        />
        <TextField
          label={t('console.commerce.useLimit')}
          hint={t('console.commerce.useLimitHint')}
          inputMode="numeric"
          error={message(errors.useLimit?.message)}
          data-testid="batch-use-limit"
          {...form.register('useLimit')}
        />
        <TextField
          label={t('console.commerce.expiresAt')}
          hint={t('console.commerce.expiresHint')}
          type="datetime-local"
          error={message(errors.expiresAt?.message)}
          data-testid="batch-expires"
          {...form.register('expiresAt')}
        />
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={isSubmitting} data-testid="batch-submit">
          {t('console.commerce.create')}
        </Button>
      </div>
    </form>
  );
}
