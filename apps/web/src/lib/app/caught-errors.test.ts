import { notFound, redirect, SearchParamError } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from './caught-errors';

describe('reportCaughtError', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => error.mockClear());

  it('keeps the router’s own outcomes out of the console', () => {
    reportCaughtError(notFound({ data: { context: 'event' } }), {});
    reportCaughtError(redirect({ to: '/auth/login/' }), {});
    reportCaughtError(new SearchParamError('[{"code":"invalid_type"}]'), {});
    expect(error).not.toHaveBeenCalled();
  });

  it('reports a real fault with where it happened', () => {
    const fault = new TypeError('x is undefined');
    reportCaughtError(fault, { componentStack: '\n    at EventPage' });
    expect(error).toHaveBeenCalledWith(fault, '\n    at EventPage');
  });
});
