// Where each provider's popup starts. Google answers an id token in the fragment of our
// callback page, which hands it to the opener (social-popup.ts).
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { socialPopup } from '@touchline/contract/constants';
import type { SocialProvider } from '@touchline/contract/enums';

export const callbackPath = (provider: SocialProvider) => `/auth/oauth2/callback/${provider}/`;

const randomText = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export function googleAuthorizeUrl(clientId: string, origin: string): string {
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}${callbackPath('google')}`,
    response_type: 'id_token',
    scope: socialPopup.scopes.google,
    nonce: randomText(),
    prompt: 'select_account',
  }).toString();
  return url.href;
}

/** Providers this portal can offer for a tenant: the flag and the app id must both be set. */
export function offeredProviders(config: CustomerConfig): SocialProvider[] {
  const offered: SocialProvider[] = [];
  if (config.features.googleLogin && config.appIds.google) offered.push('google');
  if (config.features.facebookLogin && config.appIds.facebook) offered.push('facebook');
  return offered;
}
