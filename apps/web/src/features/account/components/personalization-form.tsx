// /auth/sign-up/personalization/: the profile-completion step after sign-up. Name and country,
// and the league and team the user calls theirs when the tenant has them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { profileFields } from '@touchline/contract/entities/user-profile';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { useChoices } from '../api/list-choices';
import { useUpdateProfile } from '../api/update-profile';

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const f = profileFields.shape;
const personalization = z.object({
  displayName: f.displayName.unwrap(),
  countryName: z.preprocess(emptyToNull, f.countryName.unwrap()),
  identity: z.preprocess(emptyToNull, f.identity.unwrap()),
  identityItem: z.preprocess(emptyToNull, f.identityItem.unwrap()),
});
interface Values {
  displayName: string;
  countryName: string;
  identity: string;
  identityItem: string;
}
type Output = z.output<typeof personalization>;

export function PersonalizationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const user = useSession((state) => state.user);
  const leagues = useChoices('league');
  const teams = useChoices('team');
  const update = useUpdateProfile();
  const [skipping, setSkipping] = useState(false);
  // The league and team lists decide which fields the form has. Until both have answered, their
  // place is held and the buttons wait: a field appearing above Continue would otherwise move it
  // from under a pointer already on its way, and the click would land on the new field.
  const choicesPending = leagues.isPending || teams.isPending;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(personalization) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: {
      displayName: user?.fullName ?? '',
      countryName: user?.countryName ?? '',
      identity: user?.identity ?? '',
      identityItem: user?.identityItem ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const league = useWatch({ control: form.control, name: 'identity' });
  const teamChoices = (teams.data ?? []).filter(
    (team) => !league || team.parentId === league || team.identityIds.includes(league),
  );
  const submit = form.handleSubmit(async (values) => {
    const ok = await update.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (ok) onDone();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1"
      data-testid="personalization-form"
    >
      {update.error && (
        <FormAlert testId="personalization-error">{errorMessage(update.error)}</FormAlert>
      )}
      <TextField
        label={t('account.field.displayName')}
        autoComplete="name"
        error={errors.displayName && t('auth.displayNameRequired')}
        data-testid="personalization-name"
        {...form.register('displayName')}
      />
      <TextField
        label={t('account.field.countryName')}
        autoComplete="country-name"
        error={
          errors.countryName && t('account.invalidField', { field: t('account.field.countryName') })
        }
        data-testid="personalization-country"
        {...form.register('countryName')}
      />
      {choicesPending && (
        <div
          aria-busy="true"
          className="flex flex-col gap-1"
          data-testid="personalization-choices-loading"
        >
          <Skeleton className="h-[5.5rem]" />
          <Skeleton className="h-[5.5rem]" />
        </div>
      )}
      {!choicesPending && (leagues.data?.length ?? 0) > 0 && (
        <SelectField
          label={t('personalization.league')}
          data-testid="personalization-league"
          {...form.register('identity')}
        >
          <option value="">{t('personalization.noChoice')}</option>
          {leagues.data?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </SelectField>
      )}
      {!choicesPending && teamChoices.length > 0 && (
        <SelectField
          label={t('personalization.team')}
          data-testid="personalization-team"
          {...form.register('identityItem')}
        >
          <option value="">{t('personalization.noChoice')}</option>
          {teamChoices.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </SelectField>
      )}
      <div className="mt-2 flex flex-col gap-2">
        <Button
          type="submit"
          size="large"
          fullWidth
          disabled={isSubmitting || choicesPending}
          data-testid="personalization-save"
        >
          {t('personalization.continue')}
        </Button>
        <Button
          link
          kind="secondary"
          disabled={isSubmitting || skipping || choicesPending}
          onClick={() => {
            setSkipping(true);
            onDone();
          }}
          data-testid="personalization-skip"
        >
          {t('personalization.skip')}
        </Button>
      </div>
    </form>
  );
}
