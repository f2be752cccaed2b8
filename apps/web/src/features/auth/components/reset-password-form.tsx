// /auth/password/reset/?token=…: choose a new password with the token from the mailed link.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { newPassword, passwordRules } from '@touchline/contract/calls/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { resetPassword } from '../api/reset-password';

const resetForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetForm>, unknown, z.output<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      await resetPassword({ token, password: values.password });
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const signInLink = (
    <Link
      to="/auth/login/"
      className="text-center text-sm font-semibold text-brand hover:underline"
      data-testid="reset-sign-in"
    >
      {t('auth.backToSignIn')}
    </Link>
  );
  if (!token) {
    return (
      <>
        <FormAlert testId="reset-no-token">{t('errors.invalid_token')}</FormAlert>
        {signInLink}
      </>
    );
  }
  if (done) {
    return (
      <>
        <FormAlert kind="success" testId="reset-done">
          {t('auth.resetDone')}
        </FormAlert>
        {signInLink}
      </>
    );
  }
  const rules = t('auth.passwordRules', { min: passwordRules.min, max: passwordRules.max });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
      data-testid="reset-form"
    >
      {failure && <FormAlert testId="reset-error">{failure}</FormAlert>}
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        // The rule is the hint until it is broken, then the error: never the same sentence twice.
        hint={errors.password ? undefined : rules}
        error={errors.password && rules}
        data-testid="reset-password"
        {...form.register('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm && t('auth.passwordsDiffer')}
        data-testid="reset-confirm"
        {...form.register('confirm')}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        disabled={isSubmitting}
        data-testid="reset-submit"
      >
        {t('auth.setPassword')}
      </Button>
    </form>
  );
}
