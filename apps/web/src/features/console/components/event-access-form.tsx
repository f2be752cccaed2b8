// Who may watch a game (free, with its pass, with a subscription covering it, or either), the
// countries it may or may not be watched in, and the ad tags played before it (ADR 061).
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEvent } from '@touchline/contract/calls/admin';
import { commerceCoverage } from '@touchline/contract/enums';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  eventAccessFormSchema,
  eventAccessValues,
  type EventAccessFormValues,
} from '../lib/event-access-form';
import { errorKey } from '../lib/field-rules';

export interface EventAccessFormProps {
  event: AdminEvent;
  onSubmit: (values: EventAccessFormValues) => Promise<unknown>;
  error?: unknown;
}

export function EventAccessForm({ event, onSubmit, error }: EventAccessFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<EventAccessFormValues, unknown, z.output<typeof eventAccessFormSchema>>({
    resolver: zodResolver(eventAccessFormSchema),
    defaultValues: eventAccessValues(event),
  });
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
      onSubmit={(submitted) => void submit(submitted)}
      className="flex flex-col gap-1"
      data-testid="event-access-form"
    >
      {error !== undefined && error !== null && (
        <FormAlert testId="event-access-error">{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('console.access.coverage')}
          data-testid="event-access-coverage"
          {...form.register('commerceCoverage')}
        >
          {commerceCoverage.options.map((coverage) => (
            <option key={coverage} value={coverage}>
              {t(`console.access.coverages.${coverage}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.access.ads')}
          hint={t('console.access.adsHint')}
          error={message(errors.adUrls?.message)}
          data-testid="event-access-ads"
          {...form.register('adUrls')}
        />
        <TextField
          label={t('console.access.allowed')}
          hint={t('console.access.allowedHint')}
          autoCapitalize="characters"
          error={message(errors.regionAllowed?.message)}
          data-testid="event-access-allowed"
          {...form.register('regionAllowed')}
        />
        <TextField
          label={t('console.access.blocked')}
          hint={t('console.access.blockedHint')}
          autoCapitalize="characters"
          error={message(errors.regionBlocked?.message)}
          data-testid="event-access-blocked"
          {...form.register('regionBlocked')}
        />
      </div>
      <div className="mt-2">
        <Button type="submit" disabled={isSubmitting} data-testid="event-access-submit">
          {t('console.save')}
        </Button>
      </div>
    </form>
  );
}
