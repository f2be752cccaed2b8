import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromAnswer, expiredSessionError, hasErrorField } from './api-error';

describe('apiErrorFromAnswer', () => {
  it('takes the code from messageErrorCode first', () => {
    const body = {
      error: 'not_found',
      messageErrorCode: 'event_missing',
      message: 'No such event',
    };
    const error = apiErrorFromAnswer(404, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'event_missing',
      serverMessage: 'No such event',
      body,
    });
    expect(error.message).toBe('No such event');
  });

  it('falls back to error, then to default_error_message', () => {
    expect(apiErrorFromAnswer(400, { error: 'validation_error', messageErrorCode: '' }).code).toBe(
      'validation_error',
    );
    expect(apiErrorFromAnswer(500, '<html>bad gateway</html>').code).toBe('default_error_message');
    expect(apiErrorFromAnswer(500, { error: 42 }).code).toBe('default_error_message');
  });

  it('has no display message when the server sent none, but a message for logs', () => {
    const error = apiErrorFromAnswer(502, 'Bad Gateway');
    expect(error.serverMessage).toBe('');
    expect(error.message).toBe('default_error_message (HTTP 502)');
    expect(error.body).toBe('Bad Gateway');
  });
});

describe('hasErrorField', () => {
  it('is true only for a present, non-empty error field', () => {
    expect(hasErrorField({ error: 'x' })).toBe(true);
    expect(hasErrorField({ error: { reason: 'x' } })).toBe(true);
    expect(hasErrorField({ error: '' })).toBe(false);
    expect(hasErrorField({ error: null })).toBe(false);
    expect(hasErrorField({ content: {} })).toBe(false);
    expect(hasErrorField([{ error: 'x' }])).toBe(false);
  });
});

describe('ApiError', () => {
  it('can carry its message as JSON { code, message } for auth errors', () => {
    const error = new ApiError({
      status: 0,
      code: 'login_failed',
      message: 'Login Failed',
      jsonMessage: true,
    });
    expect(JSON.parse(error.message)).toEqual({ code: 'login_failed', message: 'Login Failed' });
  });
});

describe('expiredSessionError', () => {
  it('carries expired_session_error in its message and refresh_token_failed as its own code', () => {
    const cause = apiErrorFromAnswer(400, {
      error: 'invalid_token',
      messageErrorCode: 'invalid_token',
      message: 'x',
    });
    const error = expiredSessionError(cause);
    expect(error.code).toBe('refresh_token_failed');
    expect(error.messageCode).toBe('expired_session_error');
    expect(JSON.parse(error.message)).toEqual({
      code: 'expired_session_error',
      message: 'Expired Session',
    });
    expect(error.status).toBe(401);
    expect(error.cause).toBe(cause);
    expect(error.body).toBe(cause.body);
  });
});
