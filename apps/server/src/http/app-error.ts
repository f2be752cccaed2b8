// A failure a service raises on purpose: it carries the wire code, status and client message.
import type { ErrorCode } from '@touchline/contract/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly context?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string, context?: string) {
    return new AppError(404, 'not_found', message, context);
  }
}
