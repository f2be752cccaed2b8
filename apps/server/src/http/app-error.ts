// A failure a service raises on purpose: it carries the wire code and the client message. Its HTTP
// status is the contract's (`errorStatus`), never chosen per call site, so one code answers with
// one status everywhere (spec §8 as the contract tabulates it).
import { errorStatus, type ErrorCode } from '@touchline/contract/errors';

export interface AppErrorDetails {
  /** Extra data a client needs to act on the error, e.g. the not-found context. */
  context?: string;
  /** For validation failures the service finds itself (e.g. a cursor it cannot read). */
  fields?: { path: string; message: string }[];
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly context?: string;
  readonly fields?: { path: string; message: string }[];

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    this.context = details.context;
    this.fields = details.fields;
  }

  static notFound(message: string, context?: string) {
    return new AppError('not_found', message, { context });
  }

  /** A 400 naming the field, like the contract's own validation answers. */
  static invalid(where: string, path: string, message: string) {
    return new AppError('validation_error', `Invalid ${where}: ${path}: ${message}`, {
      fields: [{ path, message }],
    });
  }
}
