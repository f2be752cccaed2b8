// Schedules a game (title, start, league, home and away teams) or edits one, its status included.
// The league is chosen when the game is created: it is filed under the league's lineage then.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEvent, AdminIdentity } from '@touchline/contract/calls/admin';
import { eventStatus } from '@touchline/contract/enums';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { errorKey } from '../lib/field-rules';
import { emptyEvent, eventFormSchema, eventValues, type EventFormValues } from '../lib/event-form';

export interface EventFormProps {
  editing?: AdminEvent;
  identities: readonly AdminIdentity[];
  onSubmit: (values: EventFormValues) => Promise<unknown>;
  onCancel?: () => void;
  error?: unknown;
}

export function EventForm({ editing, identities, onSubmit, onCancel, error }: EventFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<EventFormValues, unknown, z.output<typeof eventFormSchema>>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: editing ? eventValues(editing) : emptyEvent(),
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined) => {
    const key = errorKey(text);
    return key && t(key);
  };
  const usable = identities.filter((identity) => !identity.archived);
  const leagues = usable.filter((identity) => identity.kind !== 'team' && identity.kind !== 'club');
  const teams = usable.filter((identity) => identity.kind === 'team' || identity.kind === 'club');
  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit(values).then(
      () => true,
      () => false,
    );
    if (ok && !editing) form.reset(emptyEvent());
  });
  const prefix = editing ? 'event-edit' : 'event-create';
  const teamOptions = (
    <>
      <option value="">{t('console.events.noTeam')}</option>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.title}
        </option>
      ))}
    </>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid={`${prefix}-form`}
    >
      {error !== undefined && error !== null && (
        <FormAlert testId={`${prefix}-error`}>{errorText(error)}</FormAlert>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('console.events.title')}
          error={message(errors.title?.message)}
          data-testid={`${prefix}-title`}
          {...form.register('title')}
        />
        <TextField
          label={t('console.events.start')}
          type="datetime-local"
          error={message(errors.startsAt?.message)}
          data-testid={`${prefix}-start`}
          {...form.register('startsAt')}
        />
        <SelectField
          label={t('console.events.league')}
          disabled={Boolean(editing)}
          data-testid={`${prefix}-league`}
          {...form.register('leagueId')}
        >
          <option value="">{t('console.events.noLeague')}</option>
          {leagues.map((league) => (
            <option key={league.id} value={league.id}>
              {league.title}
            </option>
          ))}
        </SelectField>
        {editing ? (
          <SelectField
            label={t('console.events.status')}
            data-testid={`${prefix}-status`}
            {...form.register('status')}
          >
            {eventStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`console.status.${status}`)}
              </option>
            ))}
          </SelectField>
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <SelectField
          label={t('console.events.home')}
          error={message(errors.team1Id?.message)}
          data-testid={`${prefix}-home`}
          {...form.register('team1Id')}
        >
          {teamOptions}
        </SelectField>
        <SelectField
          label={t('console.events.away')}
          error={message(errors.team2Id?.message)}
          data-testid={`${prefix}-away`}
          {...form.register('team2Id')}
        >
          {teamOptions}
        </SelectField>
      </div>
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid={`${prefix}-submit`}>
          {editing ? t('console.save') : t('console.events.create')}
        </Button>
        {onCancel && (
          <Button type="button" kind="secondary" outline onClick={onCancel}>
            {t('console.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
