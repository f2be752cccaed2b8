// The sign-up form of /auth/sign-up/: register, then log in with the same credentials
// (spec §4 "sign-up completed"), then the personalization step.
import { zodResolver } from '@hookform/resolvers/zod';
import { email, newPassword, passwordRules } from '@touchline/contract/calls/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../ui/text-field';
import { signUp } from '../lib/sign-in';
import { useCredentialsSubmit } from '../lib/use-credentials-submit';
import { CredentialsFrame } from './credentials-frame';

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
  const { failure, submit } = useCredentialsSubmit({
    run: signUp,
    credentials: (values: z.output<typeof signUpForm>) => ({
      username: values.email,
      password: values.password,
    }),
    next: afterSignUpPath,
  });
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpForm>>({
    resolver: zodResolver(signUpForm),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const rules = t('auth.passwordRules', { min: passwordRules.min, max: passwordRules.max });

  return (
    <CredentialsFrame
      mode="sign-up"
      failure={failure}
      busy={isSubmitting}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      redirect={afterSignUpPath}
    >
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
        // The rule is the hint until it is broken, then the error: never the same sentence twice.
        hint={errors.password ? undefined : rules}
        error={errors.password && rules}
        data-testid="sign-up-password"
        {...form.register('password')}
      />
    </CredentialsFrame>
  );
}
