// /account/general/: the profile form (react-hook-form with the contract's schema).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import {
  profileForm,
  profileFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../lib/profile-form';
import { SelectField } from '../../../ui/select-field';

const genders = ['female', 'male', 'other', 'unspecified'] as const;

export function ProfileForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const user = useSession((state) => state.user);
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      ProfileFormOutput
    >,
    defaultValues: profileFormValues(user),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const profile = await update.mutateAsync(values).catch(() => null);
    if (profile) {
      form.reset(profileFormValues(profile));
      setSaved(true);
    }
  });
  const invalid = (name: keyof ProfileFormValues) =>
    errors[name] ? t('account.invalidField', { field: t(`account.field.${name}`) }) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-x-4 gap-y-1 sm:grid-cols-2"
      data-testid="profile-form"
    >
      <div className="sm:col-span-2">
        {update.error && <FormAlert testId="profile-error">{errorMessage(update.error)}</FormAlert>}
        {saved && (
          <FormAlert kind="success" testId="profile-saved">
            {t('account.saved')}
          </FormAlert>
        )}
      </div>
      <TextField
        className="sm:col-span-2"
        label={t('account.field.displayName')}
        autoComplete="name"
        error={invalid('displayName')}
        data-testid="profile-name"
        {...form.register('displayName')}
      />
      <TextField
        label={t('account.field.countryName')}
        autoComplete="country-name"
        error={invalid('countryName')}
        data-testid="profile-country"
        {...form.register('countryName')}
      />
      <TextField
        label={t('account.field.city')}
        autoComplete="address-level2"
        error={invalid('city')}
        {...form.register('city')}
      />
      <TextField
        label={t('account.field.postalCode')}
        autoComplete="postal-code"
        error={invalid('postalCode')}
        {...form.register('postalCode')}
      />
      <TextField
        label={t('account.field.phone')}
        type="tel"
        autoComplete="tel"
        error={invalid('phone')}
        data-testid="profile-phone"
        {...form.register('phone')}
      />
      <SelectField
        label={t('account.field.gender')}
        error={invalid('gender')}
        {...form.register('gender')}
      >
        <option value="">{t('account.notSaying')}</option>
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {t(`account.gender.${gender}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('account.field.dateOfBirth')}
        type="date"
        autoComplete="bday"
        error={invalid('dateOfBirth')}
        {...form.register('dateOfBirth')}
      />
      <div className="mt-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} data-testid="profile-save">
          {isSubmitting ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}
