// The submit step both credential forms share: run the call, go where the form leads, or take
// the device-limit detour with the credentials held for the retry, or show the failure's text.
import { useState } from 'react';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import type { Credentials, SignInDeps } from './sign-in';
import { useAfterSignIn } from './use-after-sign-in';
import { useSignInDeps } from './use-sign-in-deps';

export function useCredentialsSubmit<V>({
  run,
  credentials,
  next,
}: {
  run: (deps: SignInDeps, values: V) => Promise<unknown>;
  /** What signs in again from the device-limit screen. */
  credentials: (values: V) => Credentials;
  /** Where a success leads (checked against open redirects). */
  next: string | undefined;
}) {
  const errorMessage = useErrorText();
  const deps = useSignInDeps();
  const { done, toLimitScreen } = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: V) => {
    setFailure(null);
    try {
      await run(deps, values);
      await done(next);
    } catch (error) {
      if (toLimitScreen(error, { provider: 'credentials', credentials: credentials(values) }))
        return;
      setFailure(errorMessage(error));
    }
  };
  return { failure, submit };
}
