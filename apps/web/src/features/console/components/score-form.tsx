// The live score of a game: open pages of the game follow at once (update-event).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { scoreFormSchema, type ScoreFormValues } from '../lib/score-form';

export interface ScoreFormProps {
  onSubmit: (score: { home: number; away: number }) => Promise<unknown>;
  error?: unknown;
}

export function ScoreForm({ onSubmit, error }: ScoreFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [saved, setSaved] = useState(false);
  const form = useForm<ScoreFormValues, unknown, z.output<typeof scoreFormSchema>>({
    resolver: zodResolver(scoreFormSchema),
    defaultValues: { home: '0', away: '0' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const ok = await onSubmit({ home: Number(values.home), away: Number(values.away) }).then(
      () => true,
      () => false,
    );
    setSaved(ok);
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid="score-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="score-error">{errorText(error)}</FormAlert>
      )}
      {saved && (
        <FormAlert kind="success" testId="score-saved">
          {t('console.score.saved')}
        </FormAlert>
      )}
      <div className="grid grid-cols-2 gap-x-4">
        <TextField
          label={t('console.score.home')}
          inputMode="numeric"
          error={message(errors.home?.message)}
          data-testid="score-home"
          {...form.register('home')}
        />
        <TextField
          label={t('console.score.away')}
          inputMode="numeric"
          error={message(errors.away?.message)}
          data-testid="score-away"
          {...form.register('away')}
        />
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={isSubmitting} data-testid="score-submit">
          {t('console.score.set')}
        </Button>
      </div>
    </form>
  );
}
