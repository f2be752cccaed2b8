// The error codes of spec §8, the HTTP status each answers with, and the fixed texts the client
// shows. No zod here: the portal's first load reads these, and the schemas live in errors.ts.

export const errorCodes = [
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
  /** A provider's verified email matches an account: its owner was mailed a link to allow it. */
  'link_confirmation_sent',
  'invalid_token',
  'access_code_invalid',
  'payment_failed',
  'not_available',
  'region_blocked',
  'device_not_allowed',
  'access_code_expired',
  'access_code_used_up',
  'provider_error',
  'payload_too_large',
  /** A body in a media type the call does not read (JSON is the only one). */
  'unsupported_media_type',
  /** The path exists, not with this method; the answer's `Allow` lists the methods it has. */
  'method_not_allowed',
  /** A byte range the media file does not hold; `Content-Range` gives the file's length. */
  'range_not_satisfiable',
  'service_unavailable',
  /** An operator asked to take away their own operator role (ADR 059). */
  'cannot_demote_self',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status each code answers with, so every route maps a code the same way. */
export const errorStatus: Record<ErrorCode, number> = {
  default_error_message: 500,
  validation_error: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  device_limit_exceeded: 403,
  device_error: 403,
  expired_session_error: 401,
  refresh_token_failed: 401,
  invalid_credentials: 401,
  popup_closed: 400,
  login_failed: 401,
  provider_not_supported: 400,
  facebook_auth_failed: 401,
  user_data_not_found: 401,
  weak_password: 400,
  email_taken: 409,
  link_confirmation_sent: 409,
  invalid_token: 401,
  access_code_invalid: 400,
  payment_failed: 402,
  not_available: 403,
  region_blocked: 403,
  // Not 401: a retry after refresh cannot help a removed device, the client signs out instead.
  device_not_allowed: 403,
  access_code_expired: 410,
  access_code_used_up: 410,
  provider_error: 502,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  range_not_satisfiable: 416,
  service_unavailable: 503,
  cannot_demote_self: 400,
};

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
