// The wire format of a failure (decisions.md "Wire conventions") and the error codes of spec §8.
import { z } from 'zod';

export const errorCode = z.enum([
  'default_error_message',
  'validation_error',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'internal_error',
  'device_limit_exceeded',
  'device_error',
  'expired_session_error',
  'refresh_token_failed',
  'invalid_credentials',
  'popup_closed',
  'login_failed',
  'provider_not_supported',
  'facebook_auth_failed',
  'user_data_not_found',
  'weak_password',
  'email_taken',
  'invalid_token',
  'access_code_invalid',
  'payment_failed',
  'not_available',
]);
export type ErrorCode = z.infer<typeof errorCode>;

/** `{ error, messageErrorCode, message }`; validation failures also say which fields failed. */
export const wireError = z.object({
  error: z.string(),
  messageErrorCode: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Extra data a client needs to act on the error, e.g. the not-found context. */
  context: z.string().optional(),
});
export type WireError = z.infer<typeof wireError>;

/** Fixed texts of spec §8 that the client shows or raises verbatim. */
export const errorMessages = {
  fallback: 'An error occurred',
  popupClosed: 'Popup was closed',
  loginFailed: 'Login Failed',
  deviceLimitExceeded: 'Device Limit Exceeded',
  expiredSession: 'Expired Session',
  facebookFailed: 'Facebook authentication failed',
  userDataNotFound: 'User data not found!',
  providerNotSupported: (provider: string) => `"${provider}" auth provider not supported!`,
  pageNotFound: (path: string) => `Page not found: ${path}`,
} as const;
