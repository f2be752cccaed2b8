// The errors sign-in raises (spec §4, §8): their message is JSON {code, message} so any caller
// can show the translated text of the code; the device-limit error carries the limited token.
import type { Device } from '@touchline/contract/entities/device';
import { errorMessages } from '@touchline/contract/error-codes';
import { ApiError } from '../../../lib/http/api-error';

export const authError = (code: string, message: string, status = 0, cause?: unknown) =>
  new ApiError({ status, code, message, jsonMessage: true, cause });

/** Rethrows any failure of a sign-in call with the JSON message of spec §4. */
export const asAuthFailure = (error: unknown): ApiError => {
  if (error instanceof ApiError) {
    if (error.message.startsWith('{')) return error;
    return new ApiError({
      status: error.status,
      code: error.code,
      messageCode: error.messageCode,
      message: error.serverMessage || errorMessages.fallback,
      jsonMessage: true,
      body: error.body,
      cause: error,
    });
  }
  return authError('default_error_message', errorMessages.fallback, 0, error);
};

export class DeviceLimitError extends ApiError {
  readonly limitedToken: string;
  readonly devices: Device[];

  constructor(limitedToken: string, devices: Device[]) {
    super({
      status: 403,
      code: 'device_limit_exceeded',
      message: errorMessages.deviceLimitExceeded,
      jsonMessage: true,
    });
    this.limitedToken = limitedToken;
    this.devices = devices;
  }
}

export const codeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'default_error_message';
