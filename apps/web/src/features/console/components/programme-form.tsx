// A channel's programme: the shows it repeats back to back from its start, in order (title,
// optional description, minutes), added, removed and saved whole; viewers' guide follows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { maxProgrammeShows } from '@touchline/contract/calls/admin-programme';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { emptyShow, programmeFormSchema, type ProgrammeFormValues } from '../lib/programme-form';

export interface ProgrammeFormProps {
  initial: ProgrammeFormValues;
  onSubmit: (values: ProgrammeFormValues) => Promise<unknown>;
  error?: unknown;
}

export function ProgrammeForm({ initial, onSubmit, error }: ProgrammeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<ProgrammeFormValues, unknown, z.output<typeof programmeFormSchema>>({
    resolver: zodResolver(programmeFormSchema),
    defaultValues: initial,
  });
  const shows = useFieldArray({ control: form.control, name: 'shows' });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values).catch(() => undefined);
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
      data-testid="programme-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="programme-error">{errorText(error)}</FormAlert>
      )}
      <p className="text-sm text-fg-muted">{t('console.programme.hint')}</p>
      {shows.fields.length === 0 && (
        <p className="text-sm text-fg-muted" data-testid="programme-empty">
          {t('console.programme.empty')}
        </p>
      )}
      {shows.fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid items-start gap-x-3 border-t border-line pt-2 sm:grid-cols-[2fr_2fr_1fr_auto]"
          data-testid="programme-show"
        >
          <legend className="sr-only">{t('console.programme.show', { number: index + 1 })}</legend>
          <TextField
            label={t('console.programme.title')}
            error={message(errors.shows?.[index]?.title?.message)}
            {...form.register(`shows.${index}.title`)}
          />
          <TextField
            label={t('console.programme.description')}
            error={message(errors.shows?.[index]?.description?.message)}
            {...form.register(`shows.${index}.description`)}
          />
          <TextField
            label={t('console.programme.minutes')}
            inputMode="numeric"
            error={message(errors.shows?.[index]?.minutes?.message)}
            {...form.register(`shows.${index}.minutes`)}
          />
          <Button
            type="button"
            size="small"
            kind="danger"
            outline
            className="mt-7"
            aria-label={t('console.programme.removeNamed', { number: index + 1 })}
            onClick={() => shows.remove(index)}
          >
            {t('console.programme.remove')}
          </Button>
        </fieldset>
      ))}
      <div className="mt-2 flex gap-2">
        <Button
          type="button"
          kind="secondary"
          outline
          disabled={shows.fields.length >= maxProgrammeShows}
          onClick={() => shows.append(emptyShow())}
          data-testid="programme-add"
        >
          {t('console.programme.add')}
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="programme-submit">
          {t('console.save')}
        </Button>
      </div>
    </form>
  );
}
