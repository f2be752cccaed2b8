// Signs in with a provider: its token from the facebook SDK or the popup, then the exchange.
import type { SocialProvider } from '@touchline/contract/enums';
import { errorMessages } from '@touchline/contract/errors';
import { useCallback } from 'react';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { authError } from '../lib/auth-errors';
import { facebookLogin } from '../lib/facebook-sdk';
import { googleAuthorizeUrl } from '../lib/provider-urls';
import { signInWithProvider, type ProviderToken } from '../lib/sign-in';
import { openSocialPopup } from '../lib/social-popup';
import { useSignInDeps } from '../lib/use-sign-in-deps';

export function useProviderSignIn() {
  const config = useCustomerConfig();
  const deps = useSignInDeps();
  return useCallback(
    async (provider: SocialProvider) => {
      let token: ProviderToken;
      if (provider === 'facebook') {
        token = { provider, accessToken: await facebookLogin(config.appIds.facebook) };
      } else if (provider === 'google' && config.appIds.google) {
        token = await openSocialPopup(
          googleAuthorizeUrl(config.appIds.google, window.location.origin),
          provider,
        );
      } else {
        throw authError('provider_not_supported', errorMessages.providerNotSupported(provider));
      }
      return signInWithProvider(deps, token);
    },
    [config.appIds.facebook, config.appIds.google, deps],
  );
}
