import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, expiredSessionError } from './api-error';
import { errorText } from './error-text';

const translator = async (errors: Record<string, string>) => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: { errors } } } });
  return instance;
};

describe('errorText', () => {
  it('translates errors.{code} when a translation exists', async () => {
    const i18n = await translator({ not_found: 'Nothing here', fallback: 'Oops' });
    const error = new ApiError({ status: 404, code: 'not_found', message: 'Event not found' });
    expect(errorText(error, i18n)).toBe('Nothing here');
  });

  it("shows the server's message when the code has no translation", async () => {
    const i18n = await translator({ fallback: 'Oops' });
    const error = new ApiError({
      status: 400,
      code: 'weak_password',
      message: 'Password too common',
    });
    expect(errorText(error, i18n)).toBe('Password too common');
  });

  it('falls back to errors.fallback without a translation or a message', async () => {
    const i18n = await translator({ fallback: 'Ein Fehler ist aufgetreten' });
    expect(errorText(new ApiError({ status: 502, code: 'default_error_message' }), i18n)).toBe(
      'Ein Fehler ist aufgetreten',
    );
    expect(errorText('not an error', i18n)).toBe('Ein Fehler ist aufgetreten');
    expect(
      errorText(new TypeError("Cannot read properties of undefined (reading 'x')"), i18n),
    ).toBe('Ein Fehler ist aufgetreten');
  });

  it('says "An error occurred" when even the fallback key is missing', async () => {
    const i18n = await translator({});
    expect(errorText(undefined, i18n)).toBe('An error occurred');
  });

  it('looks up the code the message carries, not the refresh failure code', async () => {
    const i18n = await translator({
      expired_session_error: 'Your session has expired',
      fallback: 'Oops',
    });
    expect(errorText(expiredSessionError(), i18n)).toBe('Your session has expired');
    expect(errorText(expiredSessionError(), await translator({}))).toBe('Expired Session');
  });

  it('reads { code, message } from an auth error whose message is JSON', async () => {
    const popup = new Error(JSON.stringify({ code: 'popup_closed', message: 'Popup was closed' }));
    expect(errorText(popup, await translator({ popup_closed: 'You closed the window' }))).toBe(
      'You closed the window',
    );
    expect(errorText(popup, await translator({}))).toBe('Popup was closed');
  });

  it('reads an Error that carries its own code', async () => {
    const facebook = Object.assign(new Error('Facebook authentication failed'), {
      code: 'facebook_auth_failed',
    });
    expect(errorText(facebook, await translator({}))).toBe('Facebook authentication failed');
    expect(
      errorText(facebook, await translator({ facebook_auth_failed: 'Facebook said no' })),
    ).toBe('Facebook said no');
  });
});
