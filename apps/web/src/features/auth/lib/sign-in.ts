// Sign-in, sign-up and single sign-on of spec §4 "Session" and "Device limit". Every path ends
// in completeSignIn, which stores the session or raises device_limit_exceeded.
import {
  normaliseAuthAnswer,
  type AuthAnswer,
  type NormalisedAuth,
} from '@touchline/contract/auth-answers';
import type {
  RegisterRequest,
  SsoCodeExchangeRequest,
  SsoExchangeRequest,
} from '@touchline/contract/calls/auth';
import { tokenDataFromAnswer } from '@touchline/contract/entities/session';
import type { SocialProvider } from '@touchline/contract/enums';
import { errorMessages } from '@touchline/contract/error-codes';
import type { DeviceIdentity } from '../../../lib/session/device-identity';
import { emitSession, type SignMethod } from '../../../lib/session/session-events';
import type { SessionStore } from '../../../lib/session/session-store';
import { login } from '../api/login';
import { register } from '../api/register';
import { exchangeProviderToken } from '../api/token-exchange';
import { asAuthFailure, authError, DeviceLimitError } from './auth-errors';

export interface SignInDeps {
  store: SessionStore;
  device: DeviceIdentity;
  appVersion: string;
  /** Epoch milliseconds. */
  now?: () => number;
}

export interface Credentials {
  username: string;
  password: string;
}

/** What a provider gave back: an access token, or (apple) an id token plus the full name. */
export interface ProviderToken {
  provider: SocialProvider;
  accessToken?: string;
  idToken?: string;
  fullName?: string;
  /** The nonce kept for this sign-in; the server checks the id token carries its hash. */
  nonce?: string;
}

export const supportedProviders: readonly SocialProvider[] = ['facebook', 'google', 'apple', 'ifa'];

const storeSession = (deps: SignInDeps, auth: NormalisedAuth, method: SignMethod) => {
  if (auth.deviceError) {
    deps.store.getState().setDevices(auth.devices);
    throw new DeviceLimitError(auth.accessToken, auth.devices);
  }
  const nowSeconds = (deps.now ?? Date.now)() / 1000;
  deps.store.getState().signIn({
    user: auth.profile,
    tokenData: tokenDataFromAnswer(auth, nowSeconds),
    devices: auth.devices,
  });
  emitSession('signedIn', auth.profile, method);
};

export const completeSignIn = (deps: SignInDeps, answer: AuthAnswer, fallback: SignMethod) => {
  const auth = normaliseAuthAnswer(answer);
  const method: SignMethod = auth.isRegister ? 'signup' : fallback;
  storeSession(deps, auth, method);
  return { method, user: auth.profile };
};

const failed = (error: unknown, method: SignMethod, isSignUp: boolean) => {
  const failure = error instanceof DeviceLimitError ? error : asAuthFailure(error);
  if (!isSignUp) {
    emitSession('loginFailed', {
      method,
      code: failure.messageCode,
      message: failure.serverMessage,
    });
  }
  return failure;
};

export async function signInWithCredentials(
  deps: SignInDeps,
  credentials: Credentials,
  options: { isSignUp?: boolean } = {},
) {
  const method: SignMethod = options.isSignUp ? 'signup' : 'signin';
  try {
    const answer = await login({
      username: credentials.username,
      password: credentials.password,
      device_id: deps.device.id,
      device_name: deps.device.name,
      strategy: 'refresh',
    });
    return completeSignIn(deps, answer, method);
  } catch (error) {
    throw failed(error, method, options.isSignUp ?? false);
  }
}

export type SignUpFields = Omit<RegisterRequest, 'device_id' | 'device_name' | 'strategy'>;

/** Spec §4: register and store what it answers, then log in with the same credentials. */
export async function signUp(deps: SignInDeps, fields: SignUpFields) {
  let registered;
  try {
    registered = await register({
      ...fields,
      device_id: deps.device.id,
      device_name: deps.device.name,
      strategy: 'refresh',
    });
  } catch (error) {
    throw asAuthFailure(error);
  }
  const { profile, tokenData } = registered.content;
  const nowSeconds = (deps.now ?? Date.now)() / 1000;
  deps.store.getState().signIn({
    user: profile,
    tokenData: tokenDataFromAnswer(
      {
        accessToken: tokenData.access_token,
        expiresIn: tokenData.expires_in,
        refreshToken: tokenData.refresh_token,
      },
      nowSeconds,
    ),
    devices: deps.store.getState().devices,
  });
  return signInWithCredentials(
    deps,
    { username: fields.email, password: fields.password },
    { isSignUp: true },
  );
}

// The RFC 8693 names of the contract's `tokenExchange`, spelled out so this file takes only types
// from the contract's call module (its schemas stay out of the page's bundle).
const grantType = 'urn:ietf:params:oauth:grant-type:token-exchange';
const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

const exchangeDevice = (deps: SignInDeps) => ({
  id: deps.device.id,
  name: deps.device.name,
  // Spec §9: single sign-on devices send empty OS fields.
  os_name: '',
  os_version: '',
  app_version: deps.appVersion,
});

const exchangeForSession = async (
  deps: SignInDeps,
  body: SsoExchangeRequest | SsoCodeExchangeRequest,
) => {
  try {
    const answer = await exchangeProviderToken(body);
    if (!('auth_data' in answer)) throw authError('login_failed', errorMessages.loginFailed);
    return completeSignIn(deps, answer, 'signin');
  } catch (error) {
    throw failed(error, 'signin', false);
  }
};

const assertSupported = (provider: SocialProvider) => {
  if (!supportedProviders.includes(provider)) {
    throw authError('provider_not_supported', errorMessages.providerNotSupported(provider));
  }
};

/** Spec §5: the access token when present, otherwise the id token (apple, with the full name). */
export async function signInWithProvider(deps: SignInDeps, given: ProviderToken) {
  assertSupported(given.provider);
  const subjectToken = given.accessToken ?? given.idToken;
  if (!subjectToken) throw authError('login_failed', errorMessages.loginFailed);
  const displayName = given.fullName?.trim();
  return exchangeForSession(deps, {
    grant_type: grantType,
    subject_token_type: given.accessToken
      ? accessTokenType
      : 'urn:ietf:params:oauth:token-type:id_token',
    subject_issuer: given.provider,
    subject_token: subjectToken,
    requested_token_type: accessTokenType,
    device: exchangeDevice(deps),
    strategy: 'refresh',
    ...(displayName ? { profile: { display_name: displayName } } : {}),
    ...(given.nonce ? { nonce: given.nonce } : {}),
  });
}

/** A code flow's result (the federation): the server redeems the code with the PKCE verifier. */
export interface ProviderCode {
  provider: SocialProvider;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
}

export async function signInWithCode(deps: SignInDeps, given: ProviderCode) {
  assertSupported(given.provider);
  return exchangeForSession(deps, {
    grant_type: grantType,
    subject_token_type: 'urn:touchline:params:oauth:token-type:authorization_code',
    subject_issuer: given.provider,
    subject_token: given.code,
    code_verifier: given.codeVerifier,
    redirect_uri: given.redirectUri,
    requested_token_type: accessTokenType,
    device: exchangeDevice(deps),
    strategy: 'refresh',
    nonce: given.nonce,
  });
}
