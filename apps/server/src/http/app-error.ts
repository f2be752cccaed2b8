// A failure a service raises on purpose: it carries the wire code, status and client message.
import type { ErrorCode } from '@touchline/contract/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly context?: string,
    /** For validation failures the service finds itself (e.g. a cursor it cannot read). */
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string, context?: string) {
    return new AppError(404, 'not_found', message, context);
  }

  /** A 400 naming the field, like the contract's own validation answers. */
  static invalid(where: string, path: string, message: string) {
    return new AppError(
      400,
      'validation_error',
      `Invalid ${where}: ${path}: ${message}`,
      undefined,
      [{ path, message }],
    );
  }
}
