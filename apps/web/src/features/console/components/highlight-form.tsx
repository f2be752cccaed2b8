// Cuts a highlight from a game's recording: a title, then one of the game's global tags (its time
// range) or in/out marks in seconds. Checked against the contract's rules and the recording's
// length, so a mark past the end or an out mark before the in mark is refused here already.
import { zodResolver } from '@hookform/resolvers/zod';
import type { HighlightTag } from '@touchline/contract/calls/admin-media';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import {
  clock,
  emptyHighlight,
  highlightFormSchema,
  type HighlightFormValues,
} from '../lib/highlight-form';

export interface HighlightFormProps {
  tags: readonly HighlightTag[];
  /** The recording's length in seconds, when known. */
  durationSeconds: number | null;
  onSubmit: (values: HighlightFormValues) => Promise<unknown>;
  disabled?: boolean;
  error?: unknown;
}

export function HighlightForm({
  tags,
  durationSeconds,
  onSubmit,
  disabled,
  error,
}: HighlightFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => highlightFormSchema(durationSeconds), [durationSeconds]);
  const form = useForm<HighlightFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyHighlight(tags.length > 0 ? 'tag' : 'marks'),
  });
  const { errors, isSubmitting } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok) form.reset(emptyHighlight(values.mode));
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid="highlight-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="highlight-error">{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('console.highlights.title')}
          error={message(errors.title?.message)}
          data-testid="highlight-title"
          {...form.register('title')}
        />
        <SelectField
          label={t('console.highlights.from')}
          data-testid="highlight-mode"
          {...form.register('mode')}
        >
          <option value="tag">{t('console.highlights.fromTag')}</option>
          <option value="marks">{t('console.highlights.fromMarks')}</option>
        </SelectField>
        {mode === 'tag' ? (
          <SelectField
            label={t('console.highlights.tag')}
            error={message(errors.tagId?.message)}
            data-testid="highlight-tag"
            {...form.register('tagId')}
          >
            <option value="">
              {tags.length > 0 ? t('console.highlights.chooseTag') : t('console.highlights.noTags')}
            </option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.title} · {clock(tag.startMs / 1000)}–{clock(tag.endMs / 1000)}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <TextField
              label={t('console.highlights.in')}
              hint={t('console.highlights.marksHint')}
              inputMode="decimal"
              error={message(errors.inSeconds?.message)}
              data-testid="highlight-in"
              {...form.register('inSeconds')}
            />
            <TextField
              label={t('console.highlights.out')}
              hint={
                durationSeconds !== null
                  ? t('console.highlights.length', { length: clock(durationSeconds) })
                  : undefined
              }
              inputMode="decimal"
              error={message(errors.outSeconds?.message)}
              data-testid="highlight-out"
              {...form.register('outSeconds')}
            />
          </>
        )}
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={disabled || isSubmitting} data-testid="highlight-submit">
          {t('console.highlights.cut')}
        </Button>
      </div>
    </form>
  );
}
