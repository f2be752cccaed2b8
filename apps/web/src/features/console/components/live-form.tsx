// Schedules a game fed by a live push: its title and, if not now, its start. The fields are
// checked with the contract's own schema, so the form refuses what the API would.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { emptyLive, liveFormSchema, type LiveFormValues } from '../lib/live-form';

export interface LiveFormProps {
  onSubmit: (values: LiveFormValues) => Promise<unknown>;
  error?: unknown;
}

export function LiveForm({ onSubmit, error }: LiveFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<LiveFormValues, unknown, z.output<typeof liveFormSchema>>({
    resolver: zodResolver(liveFormSchema),
    defaultValues: emptyLive(),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok) form.reset(emptyLive());
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid="live-create-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="live-create-error">{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('console.events.title')}
          error={message(errors.title?.message)}
          data-testid="live-create-title"
          {...form.register('title')}
        />
        <TextField
          label={t('console.live.start')}
          hint={t('console.live.startHint')}
          type="datetime-local"
          error={message(errors.startsAt?.message)}
          data-testid="live-create-start"
          {...form.register('startsAt')}
        />
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={isSubmitting} data-testid="live-create-submit">
          {t('console.live.create')}
        </Button>
      </div>
    </form>
  );
}
