// Signs in with a provider: its token from the facebook SDK or the popup, then the exchange. The
// federation's popup runs the code flow with PKCE; its verifier and state stay in this page.
import type { SocialProvider } from '@touchline/contract/enums';
import { errorMessages } from '@touchline/contract/error-codes';
import { useCallback } from 'react';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { authError } from '../lib/auth-errors';
import { facebookLogin } from '../lib/facebook-sdk';
import { newNonce, newPkceAttempt, randomToken } from '../lib/pkce';
import {
  appleAuthorizeUrl,
  callbackUrl,
  federationAuthorizeUrl,
  googleAuthorizeUrl,
} from '../lib/provider-urls';
import { signInWithCode, signInWithProvider, type ProviderToken } from '../lib/sign-in';
import { openSocialPopup, popupError } from '../lib/social-popup';
import { useSignInDeps } from '../lib/use-sign-in-deps';

export function useProviderSignIn() {
  const config = useCustomerConfig();
  const deps = useSignInDeps();
  const federation = config.sso.ifa;
  const { facebook, google, apple } = config.appIds;
  return useCallback(
    async (provider: SocialProvider) => {
      const origin = window.location.origin;
      let token: ProviderToken;
      if (provider === 'ifa' && federation) {
        const attempt = await newPkceAttempt();
        const answer = await openSocialPopup(
          federationAuthorizeUrl(federation, origin, attempt),
          provider,
        );
        // A code for another attempt (or none) is not ours to redeem.
        if (!answer.code || answer.state !== attempt.state) throw popupError('login_failed');
        return signInWithCode(deps, {
          provider,
          code: answer.code,
          codeVerifier: attempt.verifier,
          redirectUri: callbackUrl(provider, origin),
          nonce: attempt.nonce.nonce,
        });
      } else if (provider === 'apple' && apple) {
        const state = randomToken();
        const nonce = await newNonce();
        const answer = await openSocialPopup(
          appleAuthorizeUrl(apple, origin, state, nonce.hash),
          provider,
        );
        if (!answer.idToken || answer.state !== state) throw popupError('login_failed');
        token = {
          provider,
          idToken: answer.idToken,
          fullName: answer.fullName,
          nonce: nonce.nonce,
        };
      } else if (provider === 'facebook') {
        token = { provider, accessToken: await facebookLogin(facebook) };
      } else if (provider === 'google' && google) {
        const nonce = await newNonce();
        const answer = await openSocialPopup(
          googleAuthorizeUrl(google, origin, nonce.hash),
          provider,
        );
        token = { ...answer, nonce: nonce.nonce };
      } else {
        throw authError('provider_not_supported', errorMessages.providerNotSupported(provider));
      }
      return signInWithProvider(deps, token);
    },
    [federation, facebook, google, apple, deps],
  );
}
