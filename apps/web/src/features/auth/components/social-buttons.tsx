// Sign in with a provider the tenant offers; a device-limit answer leads to the limit screen.
import type { SocialProvider } from '@touchline/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { offeredProviders } from '../lib/provider-urls';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useProviderSignIn } from './use-provider-sign-in';

export function SocialButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const config = useCustomerConfig();
  const providers = offeredProviders(config);
  const signIn = useProviderSignIn();
  const { done, toLimitScreen } = useAfterSignIn();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setFailure(null);
    setBusy(provider);
    try {
      await signIn(provider);
      await done(redirect);
    } catch (error) {
      if (!toLimitScreen(error, { provider })) setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="social-buttons">
      <p className="text-center text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {t('auth.orContinueWith')}
      </p>
      {failure && <FormAlert testId="social-error">{failure}</FormAlert>}
      {providers.map((provider) => (
        <Button
          key={provider}
          kind="secondary"
          outline
          fullWidth
          disabled={busy !== null}
          onClick={() => void start(provider)}
          data-testid={`social-${provider}`}
        >
          {t(`auth.provider.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
