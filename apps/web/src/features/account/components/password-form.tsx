// /account/password/: change the password; the server signs the other devices out.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest } from '@touchline/contract/calls/user';
import { passwordRules } from '@touchline/contract/calls/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { useChangePassword } from '../api/change-password';

type Values = z.input<typeof changePasswordRequest>;

export function PasswordForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof changePasswordRequest>>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    const ok = await change.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (ok) {
      form.reset();
      setDone(true);
    }
  });
  const rules = t('auth.passwordRules', { min: passwordRules.min, max: passwordRules.max });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-md flex-col gap-1"
      data-testid="password-form"
    >
      {change.error && <FormAlert testId="password-error">{errorMessage(change.error)}</FormAlert>}
      {done && (
        <FormAlert kind="success" testId="password-changed">
          {t('account.passwordChanged')}
        </FormAlert>
      )}
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword && t('auth.passwordRequired')}
        data-testid="current-password"
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={rules}
        error={
          errors.newPassword &&
          (errors.newPassword.type === 'custom' ? t('account.passwordSame') : rules)
        }
        data-testid="new-password"
        {...form.register('newPassword')}
      />
      <div className="mt-2">
        <Button type="submit" disabled={isSubmitting} data-testid="password-save">
          {t('account.changePassword')}
        </Button>
      </div>
    </form>
  );
}
