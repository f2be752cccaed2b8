// Media failures in the portal's wire format, built here so the media routes stand on their own.
import type { ErrorCode, WireError } from '@touchline/contract/errors';

export const mediaWireError = (
  code: ErrorCode,
  message: string,
  extra: Pick<WireError, 'fields'> = {},
): WireError => ({
  error: code,
  messageErrorCode: code,
  message,
  ...extra,
});
