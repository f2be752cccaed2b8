// Where each provider's popup starts. Google answers an id token in the fragment of our
// callback page; the federation answers a code (PKCE) in its query; apple posts its answer to the
// server, which hands it to the same page in the fragment. The page gives it to the opener
// (social-popup.ts).
import type { CustomerConfig, FederationClient } from '@touchline/contract/customer-config';
import { socialPopup } from '@touchline/contract/constants';
import type { SocialProvider } from '@touchline/contract/enums';
import type { PkceAttempt } from './pkce';

export const callbackPath = (provider: SocialProvider) => `/auth/oauth2/callback/${provider}/`;

/** `nonceHash`: the hash of the nonce this page keeps for the exchange (pkce.ts `newNonce`). */
export function googleAuthorizeUrl(clientId: string, origin: string, nonceHash: string): string {
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl('google', origin),
    response_type: 'id_token',
    scope: socialPopup.scopes.google,
    nonce: nonceHash,
    prompt: 'select_account',
  }).toString();
  return url.href;
}

export const callbackUrl = (provider: SocialProvider, origin: string) =>
  `${origin}${callbackPath(provider)}`;

/** The federation's authorization request: code flow with PKCE (S256), a state and a nonce. */
export function federationAuthorizeUrl(
  client: FederationClient,
  origin: string,
  attempt: Pick<PkceAttempt, 'challenge' | 'state' | 'nonce'>,
): string {
  const url = new URL(client.authorizationEndpoint);
  for (const [name, value] of Object.entries({
    client_id: client.clientId,
    redirect_uri: callbackUrl('ifa', origin),
    response_type: 'code',
    scope: client.scope,
    state: attempt.state,
    code_challenge: attempt.challenge,
    code_challenge_method: 'S256',
    nonce: attempt.nonce.hash,
  }))
    url.searchParams.set(name, value);
  return url.href;
}

/**
 * Sign in with Apple on the web: Apple posts code, id token, state and (the first time) the
 * person's name to our callback address (`response_mode=form_post`); the server hands them to
 * the callback page.
 */
export function appleAuthorizeUrl(
  clientId: string,
  origin: string,
  state: string,
  nonceHash: string,
): string {
  const url = new URL('https://appleid.apple.com/auth/authorize');
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl('apple', origin),
    response_type: 'code id_token',
    response_mode: 'form_post',
    scope: socialPopup.scopes.apple,
    state,
    nonce: nonceHash,
  }).toString();
  return url.href;
}

/**
 * Providers this portal can offer for a tenant: for google, facebook and apple the flag and the
 * app id must both be set; the federation is offered when the tenant has a federation client.
 */
export function offeredProviders(config: CustomerConfig): SocialProvider[] {
  const offered: SocialProvider[] = [];
  if (config.sso.ifa) offered.push('ifa');
  if (config.features.googleLogin && config.appIds.google) offered.push('google');
  if (config.features.facebookLogin && config.appIds.facebook) offered.push('facebook');
  if (config.features.appleLogin && config.appIds.apple) offered.push('apple');
  return offered;
}
