// The sign-in form of /auth/login/: credentials, then home (or where the user was going); a
// device-limit answer leads to the limit screen, any other failure shows its translated text.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { email, givenPassword } from '@touchline/contract/calls/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { signInWithCredentials } from '../lib/sign-in';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useSignInDeps } from '../lib/use-sign-in-deps';

const loginForm = z.object({ username: email, password: givenPassword });
type LoginFormValues = z.input<typeof loginForm>;

export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const deps = useSignInDeps();
  const { done, toLimitScreen } = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signInWithCredentials(deps, values);
      await done(redirect);
    } catch (error) {
      if (toLimitScreen(error, { provider: 'credentials', credentials: values })) return;
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
      data-testid="login-form"
    >
      {failure && <FormAlert testId="login-error">{failure}</FormAlert>}
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
      <Button
        type="submit"
        size="large"
        fullWidth
        disabled={isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
