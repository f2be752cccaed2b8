// Authentication calls of spec §7 and decisions.md "Accounts and sessions".
import { z } from 'zod';
import {
  authAnswer,
  authAnswerAuthData,
  registerAnswer,
  tokenRefreshAnswer,
} from '../auth-answers';
import { defineCall } from '../call';
import { device, clientDeviceId, deviceName } from '../entities/device';
import { profileGender } from '../entities/user-profile';
import { contentOf } from '../paged';
import { okAnswer } from './common';

export const passwordRules = { min: 8, max: 128 } as const;
/** A password being set; the server also refuses common passwords (`weak_password`). */
export const newPassword = z.string().min(passwordRules.min).max(passwordRules.max);
/** A password being checked: no rule beyond the cap, so the form reveals nothing. */
export const givenPassword = z.string().min(1).max(passwordRules.max);
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Every exchange asks for the refresh strategy: an access token plus a rotating refresh token. */
export const strategy = z.literal('refresh');

export const registerRequest = z
  .object({
    email: email,
    password: newPassword,
    displayName: z.string().trim().min(1).max(120),
    countryName: z.string().trim().max(80).optional(),
    dateOfBirth: z.iso.date().optional(),
    gender: profileGender.optional(),
    device_id: clientDeviceId,
    device_name: deviceName,
    strategy: strategy,
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerCall = defineCall({
  method: 'POST',
  path: '/api/user/register',
  auth: 'none',
  rateLimit: 'credentials',
  summary: 'Create an account; answers the profile and tokens (the client then logs in)',
  body: registerRequest,
  errors: ['email_taken', 'weak_password'],
  response: registerAnswer,
});

export const loginRequest = z
  .object({
    username: email,
    password: givenPassword,
    device_id: clientDeviceId,
    device_name: deviceName,
    strategy: strategy,
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/api/user/login',
  auth: 'none',
  rateLimit: 'credentials',
  summary:
    'Sign in with credentials; past the device limit answers device_error and a limited token',
  body: loginRequest,
  errors: ['invalid_credentials'],
  response: authAnswer,
});

/** RFC 8693 token exchange identifiers (decisions.md). */
export const tokenExchange = {
  grantType: 'urn:ietf:params:oauth:grant-type:token-exchange',
  refreshToken: 'urn:ietf:params:oauth:token-type:refresh_token',
  accessToken: 'urn:ietf:params:oauth:token-type:access_token',
  idToken: 'urn:ietf:params:oauth:token-type:id_token',
  /** The federation provider's authorization code (PKCE), exchanged by the server. */
  authorizationCode: 'urn:touchline:params:oauth:token-type:authorization_code',
} as const;

export const exchangeDevice = z
  .object({
    id: clientDeviceId,
    name: deviceName,
    /** Sent as empty strings for single sign-on devices. */
    os_name: z.string().max(60),
    os_version: z.string().max(60),
    app_version: z.string().max(40),
  })
  .strict();

const subjectToken = z.string().min(1).max(8192);

/**
 * The provider name as sent. Any string is accepted so that an unknown one answers the spec's
 * `"{provider}" auth provider not supported!` rather than a validation error; the known ones
 * are `socialProvider`.
 */
export const subjectIssuer = z.string().trim().min(1).max(64);

/** Optional on a single sign-on exchange, and what a refresh may carry too. */
const exchangeProfile = z.object({ display_name: z.string().trim().min(1).max(120) }).strict();

/**
 * A refresh. Spec §3 lists the same fields for every token exchange, so a refresh accepts them
 * all (device, subject_issuer, profile and strategy are accepted and not used: the session
 * already names its device and account); only fields outside the spec's list are refused.
 */
export const refreshExchangeRequest = z
  .object({
    grant_type: z.literal(tokenExchange.grantType),
    subject_token_type: z.literal(tokenExchange.refreshToken),
    subject_token: subjectToken,
    subject_issuer: subjectIssuer.optional(),
    requested_token_type: z.literal(tokenExchange.accessToken).optional(),
    device: exchangeDevice.optional(),
    strategy: strategy.optional(),
    profile: exchangeProfile.optional(),
  })
  .strict();
export type RefreshExchangeRequest = z.infer<typeof refreshExchangeRequest>;

/** 32 random bytes in base64url (43 characters), like a PKCE verifier; a little room either way. */
export const ssoNonce = z
  .string()
  .min(22)
  .max(128)
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be a nonce of the unreserved URL characters');

/** Single sign-on: the provider's access token, or its id token (apple) with the full name. */
export const ssoExchangeRequest = z
  .object({
    grant_type: z.literal(tokenExchange.grantType),
    subject_token_type: z.enum([tokenExchange.accessToken, tokenExchange.idToken]),
    subject_issuer: subjectIssuer,
    requested_token_type: z.literal(tokenExchange.accessToken).optional(),
    subject_token: subjectToken,
    device: exchangeDevice,
    strategy: strategy,
    profile: exchangeProfile.optional(),
    /**
     * The nonce the client kept for this sign-in; the provider was sent BASE64URL(SHA-256) of it,
     * and the id token must carry that. Needed for id tokens; optional for the code flow, where an
     * id token carrying a nonce is refused without it.
     */
    nonce: ssoNonce.optional(),
  })
  .strict();
export type SsoExchangeRequest = z.infer<typeof ssoExchangeRequest>;

/**
 * Single sign-on with an authorization code (the federation provider `ifa`): the popup ran the
 * code flow with PKCE and hands the code, its verifier and the redirect URI to the server, which
 * redeems them at the provider's token endpoint.
 */
export const ssoCodeExchangeRequest = ssoExchangeRequest
  .omit({ subject_token_type: true })
  .extend({
    subject_token_type: z.literal(tokenExchange.authorizationCode),
    code_verifier: z
      .string()
      .min(43)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/, 'must be a PKCE code verifier'),
    redirect_uri: z.url().max(2048),
  })
  .strict();
export type SsoCodeExchangeRequest = z.infer<typeof ssoCodeExchangeRequest>;

export const tokenExchangeRequest = z.discriminatedUnion('subject_token_type', [
  refreshExchangeRequest,
  ssoExchangeRequest,
  ssoCodeExchangeRequest,
]);
export type TokenExchangeRequest = z.infer<typeof tokenExchangeRequest>;

/** auth_data first: a refresh answer's keys are a subset of it and would strip auth_data. */
export const tokenExchangeResponse = z.union([authAnswerAuthData, tokenRefreshAnswer]);
export type TokenExchangeResponse = z.infer<typeof tokenExchangeResponse>;

export const tokenExchangeCall = defineCall({
  method: 'POST',
  path: '/api/oauth2/token',
  auth: 'none',
  rateLimit: 'credentials',
  summary:
    'Token exchange: rotate a refresh token, or sign in with a single sign-on provider token',
  body: tokenExchangeRequest,
  errors: [
    'expired_session_error',
    'invalid_token',
    'login_failed',
    'provider_not_supported',
    'provider_error',
    'facebook_auth_failed',
    'email_taken',
    'link_confirmation_sent',
  ],
  response: tokenExchangeResponse,
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/api/user/logout',
  auth: 'limited',
  summary: "Revoke this device's session and its refresh tokens",
  response: okAnswer,
});

export const checkCurrentDeviceRequest = z
  .object({
    device_id: clientDeviceId,
    device_name: deviceName,
    register_new: z.literal('no_register'),
  })
  .strict();
export type CheckCurrentDeviceRequest = z.infer<typeof checkCurrentDeviceRequest>;

export const checkCurrentDeviceResponse = contentOf(
  z.object({
    devices: z.array(device),
    /** False once the device was removed; the client then signs out. */
    enabled: z.boolean(),
  }),
);
export type CheckCurrentDeviceResponse = z.infer<typeof checkCurrentDeviceResponse>;

export const checkCurrentDeviceCall = defineCall({
  method: 'POST',
  path: '/api/user/check_current_device',
  auth: 'limited',
  summary: 'Whether this device may still use the account, with the device list',
  body: checkCurrentDeviceRequest,
  response: checkCurrentDeviceResponse,
});

export const deleteDeviceRequest = z.object({ deviceId: clientDeviceId }).strict();
export type DeleteDeviceRequest = z.infer<typeof deleteDeviceRequest>;

export const deleteDeviceResponse = contentOf(z.object({ devices: z.array(device) }));
export type DeleteDeviceResponse = z.infer<typeof deleteDeviceResponse>;

export const deleteDeviceCall = defineCall({
  method: 'POST',
  path: '/api/user/delete_device',
  auth: 'limited',
  summary: 'Remove a device (also allowed with the limited token of the device-limit flow)',
  body: deleteDeviceRequest,
  response: deleteDeviceResponse,
});

export const renameDeviceRequest = z
  .object({
    deviceId: clientDeviceId,
    /** An empty name takes the user's name away again (the derived name shows). */
    name: z.string().trim().max(60),
  })
  .strict();
export type RenameDeviceRequest = z.infer<typeof renameDeviceRequest>;

export const renameDeviceResponse = contentOf(z.object({ devices: z.array(device) }));
export type RenameDeviceResponse = z.infer<typeof renameDeviceResponse>;

export const renameDeviceCall = defineCall({
  method: 'POST',
  path: '/api/user/rename_device',
  auth: 'required',
  summary: "Give one of the user's own devices a name (empty clears it)",
  body: renameDeviceRequest,
  response: renameDeviceResponse,
});
