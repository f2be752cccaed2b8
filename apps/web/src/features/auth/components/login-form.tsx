// The sign-in form of /auth/login/: credentials, then home (or where the user was going); a
// device-limit answer leads to the limit screen, any other failure shows its translated text.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { email, givenPassword } from '@touchline/contract/calls/auth';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../ui/text-field';
import { signInWithCredentials } from '../lib/sign-in';
import { useCredentialsSubmit } from '../lib/use-credentials-submit';
import { CredentialsFrame } from './credentials-frame';

const loginForm = z.object({ username: email, password: givenPassword });
type LoginFormValues = z.input<typeof loginForm>;

export function LoginForm({ redirect, notice }: { redirect?: string; notice?: ReactNode }) {
  const { t } = useTranslation();
  const { failure, submit } = useCredentialsSubmit({
    run: signInWithCredentials,
    credentials: (values: z.output<typeof loginForm>) => values,
    next: redirect,
  });
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <CredentialsFrame
      mode="login"
      failure={failure}
      busy={isSubmitting}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      redirect={redirect}
      notice={notice}
    >
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        error={errors.username && t('auth.invalidEmail')}
        data-testid="login-email"
        {...form.register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password && t('auth.passwordRequired')}
        data-testid="login-password"
        {...form.register('password')}
      />
      <div className="-mt-1 mb-2 flex justify-end">
        <Link
          to="/auth/password/forgot/"
          className="text-sm font-semibold text-brand hover:underline"
        >
          {t('auth.forgotLink')}
        </Link>
      </div>
    </CredentialsFrame>
  );
}
