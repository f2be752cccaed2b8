// The sign-up form of /auth/sign-up/: register, then log in with the same credentials
// (spec §4 "sign-up completed"), then the personalization step.
import { zodResolver } from '@hookform/resolvers/zod';
import { email, newPassword, passwordRules } from '@touchline/contract/calls/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { signUp } from '../lib/sign-in';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useSignInDeps } from '../lib/use-sign-in-deps';

const signUpForm = z.object({
  displayName: z.string().trim().min(1).max(120),
  email: email,
  password: newPassword,
});
type SignUpValues = z.input<typeof signUpForm>;

/** The step after the account exists; the following and subscription steps slot in after it. */
export const afterSignUpPath = '/auth/sign-up/personalization/';

export function SignUpForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const deps = useSignInDeps();
  const { done, toLimitScreen } = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpForm>>({
    resolver: zodResolver(signUpForm),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp(deps, values);
      await done(afterSignUpPath);
    } catch (error) {
      const credentials = { username: values.email, password: values.password };
      if (toLimitScreen(error, { provider: 'credentials', credentials })) return;
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
      data-testid="sign-up-form"
    >
      {failure && <FormAlert testId="sign-up-error">{failure}</FormAlert>}
      <TextField
        label={t('auth.displayName')}
        autoComplete="name"
        error={errors.displayName && t('auth.displayNameRequired')}
        data-testid="sign-up-name"
        {...form.register('displayName')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email && t('auth.invalidEmail')}
        data-testid="sign-up-email"
        {...form.register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRules', { min: passwordRules.min, max: passwordRules.max })}
        error={
          errors.password &&
          t('auth.passwordRules', { min: passwordRules.min, max: passwordRules.max })
        }
        data-testid="sign-up-password"
        {...form.register('password')}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        disabled={isSubmitting}
        data-testid="sign-up-submit"
      >
        {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
