// What React reports of errors an error boundary caught. The router's not-found answers
// (`notFound()`), redirects and address validation failures are thrown on purpose and shown as
// pages; React would print each to the console as an error (zod issue arrays, `{isNotFound:
// true}`), so only the rest — real faults — is reported.
import { isNotFound, isRedirect, PathParamError, SearchParamError } from '@tanstack/react-router';
import type { ErrorInfo } from 'react';

export const isExpectedOutcome = (error: unknown): boolean =>
  isNotFound(error) ||
  isRedirect(error) ||
  error instanceof SearchParamError ||
  error instanceof PathParamError;

/** Logs an error a boundary caught, unless it is an expected outcome; true when it logged it. */
export function reportCaughtError(error: unknown, info: ErrorInfo): boolean {
  if (isExpectedOutcome(error)) return false;
  console.error(error, info.componentStack ?? '');
  return true;
}
