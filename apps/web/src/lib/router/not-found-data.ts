// What a not-found error carries (spec §2 "Not-found page"): the context decides the wording.
// Routes raise it with `notFound({ data: notFoundData('event') })`.
import { isNotFound } from '@tanstack/react-router';

export type NotFoundContext = 'event' | 'page' | 'other';

export interface NotFoundData {
  context: NotFoundContext;
  /** Replaces the default message line, e.g. for a validation failure. */
  message?: string;
}

export const notFoundData = (context: NotFoundContext, message?: string): NotFoundData =>
  message === undefined ? { context } : { context, message };

/**
 * Reads the data of a not-found error; an unmatched URL (no data) is a page. The router hands a
 * route's not-found component the whole error, whose own `data` is what the route passed.
 */
export function readNotFoundData(given: unknown): NotFoundData {
  const data: unknown = isNotFound(given) ? given.data : given;
  if (typeof data !== 'object' || data === null) return { context: 'page' };
  const { context, message } = data as { context?: unknown; message?: unknown };
  const known: NotFoundContext =
    context === 'event' || context === 'page' ? context : context === undefined ? 'page' : 'other';
  return typeof message === 'string' ? { context: known, message } : { context: known };
}
