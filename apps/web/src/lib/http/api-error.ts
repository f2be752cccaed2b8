// The one error type every call of the web client rejects with (spec §7 "Conventions", §8).
import { errorMessages } from '@touchline/contract/error-codes';

export interface ApiErrorInit {
  /** HTTP status of the answer; 0 when none arrived (network failure, client-side check). */
  status: number;
  /** The error's own code, what handlers branch on. */
  code: string;
  /** Text from the server or a fixed text of spec §8; shown when no translation exists. */
  message?: string;
  /** Code carried by the message and looked up as `errors.{code}`; defaults to `code`. */
  messageCode?: string;
  /** Spec §4: some auth errors carry their message as JSON `{ code, message }`. */
  jsonMessage?: boolean;
  /** The raw answer body, parsed when it was JSON. */
  body?: unknown;
  /** Developer-facing detail for logs when there is no message to show. */
  logMessage?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly messageCode: string;
  /** Human text for display; empty when the server sent none. */
  readonly serverMessage: string;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const serverMessage = init.message ?? '';
    const messageCode = init.messageCode ?? init.code;
    super(
      init.jsonMessage
        ? JSON.stringify({ code: messageCode, message: serverMessage })
        : serverMessage || init.logMessage || `${init.code} (HTTP ${init.status})`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.code = init.code;
    this.messageCode = messageCode;
    this.serverMessage = serverMessage;
    this.body = init.body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Spec §7: any answer that carries an `error` field is a failure, whatever its status. */
/** A 404 answer: what was asked for is not there, an answer rather than a fault. */
export const isMissingAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

export const hasErrorField = (body: unknown) =>
  isRecord(body) &&
  body.error !== undefined &&
  body.error !== null &&
  body.error !== false &&
  body.error !== '';

/** Reads the wire error `{ error, messageErrorCode, message }` loosely: proxies may answer HTML. */
export const apiErrorFromAnswer = (status: number, body: unknown): ApiError => {
  const fields = isRecord(body) ? body : {};
  return new ApiError({
    status,
    code: text(fields.messageErrorCode) ?? text(fields.error) ?? 'default_error_message',
    message: text(fields.message),
    body,
  });
};

/**
 * Spec §4: a failed refresh yields an error whose message carries code `expired_session_error`
 * while the error object's own code is `refresh_token_failed` (the signal to log out).
 */
export const expiredSessionError = (cause?: unknown) =>
  new ApiError({
    status: 401,
    code: 'refresh_token_failed',
    messageCode: 'expired_session_error',
    message: errorMessages.expiredSession,
    jsonMessage: true,
    body: cause instanceof ApiError ? cause.body : undefined,
    cause,
  });
