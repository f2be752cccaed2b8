// What a not-found error carries (spec §2 "Not-found page"): the context decides the wording.
// Routes raise it with `notFound({ data: notFoundData('event') })`.

export type NotFoundContext = 'event' | 'page' | 'other';

export interface NotFoundData {
  context: NotFoundContext;
  /** Replaces the default message line, e.g. for a validation failure. */
  message?: string;
}

export const notFoundData = (context: NotFoundContext, message?: string): NotFoundData =>
  message === undefined ? { context } : { context, message };

/** Reads the data of a not-found error; a match that failed on its own (no data) is a page. */
export function readNotFoundData(data: unknown): NotFoundData {
  if (typeof data !== 'object' || data === null) return { context: 'page' };
  const { context, message } = data as { context?: unknown; message?: unknown };
  const known: NotFoundContext =
    context === 'event' || context === 'page' ? context : context === undefined ? 'page' : 'other';
  return typeof message === 'string' ? { context: known, message } : { context: known };
}
