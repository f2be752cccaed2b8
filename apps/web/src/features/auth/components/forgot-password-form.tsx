// /auth/password/forgot/: ask for a reset link. The answer never says whether the address has an
// account, so the confirmation is the same for every address.
import { zodResolver } from '@hookform/resolvers/zod';
import { email } from '@touchline/contract/calls/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { forgotPassword } from '../api/forgot-password';

const forgotForm = z.object({ email: email });

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotForm>, unknown, z.output<typeof forgotForm>>({
    resolver: zodResolver(forgotForm),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  if (sent) {
    return (
      <FormAlert kind="success" testId="forgot-sent">
        {t('auth.forgotSent')}
      </FormAlert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
      data-testid="forgot-form"
    >
      {failure && <FormAlert testId="forgot-error">{failure}</FormAlert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email && t('auth.invalidEmail')}
        data-testid="forgot-email"
        {...form.register('email')}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        disabled={isSubmitting}
        data-testid="forgot-submit"
      >
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}
