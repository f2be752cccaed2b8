import { beforeEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { errorText } from '../../../lib/http/error-text';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { onSessionChange } from '../../../lib/session/session-events';
import { createSessionStore } from '../../../lib/session/session-store';
import {
  authDataAnswer,
  contentAnswer,
  sampleDevice,
  sampleUser,
} from '../../../test/auth-fixtures';
import { DeviceLimitError } from './auth-errors';
import {
  signInWithCode,
  signInWithCredentials,
  signInWithProvider,
  signUp,
  type SignInDeps,
} from './sign-in';

const now = 1_700_000_000_000;

const setup = (handler: FakeHandler) => {
  const { fetch, requests } = createFakeFetch(handler);
  installApiClient(createHttpClient({ fetch }));
  const store = createSessionStore(null);
  const deps: SignInDeps = {
    store,
    device: { id: 'device-a', name: 'Chrome on Linux' },
    appVersion: '1.2.3',
    now: () => now,
  };
  return { store, deps, requests };
};

const wrongPassword = () =>
  jsonResponse(
    {
      error: 'invalid_credentials',
      messageErrorCode: 'invalid_credentials',
      message: 'Wrong email or password',
    },
    401,
  );

const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );

let events: { signedIn: unknown[][]; failed: unknown[] };
beforeEach(() => {
  events = { signedIn: [], failed: [] };
  return onSessionChange({
    signedIn: (...args) => void events.signedIn.push(args),
    loginFailed: (details) => void events.failed.push(details),
  });
});

describe('sign-in with credentials', () => {
  it('sends the device and the refresh strategy, stores user, tokens (epoch seconds) and devices', async () => {
    const { deps, store, requests } = setup(() => jsonResponse(contentAnswer()));
    const result = await signInWithCredentials(deps, {
      username: 'ada@example.com',
      password: 'pw-123456',
    });
    expect(result.method).toBe('signin');
    expect(requests[0]).toMatchObject({
      url: '/api/user/login',
      body: {
        username: 'ada@example.com',
        password: 'pw-123456',
        device_id: 'device-a',
        device_name: 'Chrome on Linux',
        strategy: 'refresh',
      },
    });
    expect(store.getState()).toMatchObject({
      token: 'access-1',
      userTokenData: {
        token: 'access-1',
        tokenExpirationTime: 900,
        tokenUpdateTime: 1_700_000_000,
        refreshToken: 'refresh-1',
      },
      user: { id: 'user-1' },
      devices: [{ deviceId: 'device-a' }],
    });
    expect(events.signedIn).toEqual([[sampleUser(), 'signin']]);
  });

  it('rethrows a failure with a JSON message {code, message} and reports the failed login', async () => {
    const { deps, store } = setup(wrongPassword);
    const error = await failure(
      signInWithCredentials(deps, { username: 'ada@example.com', password: 'nope' }),
    );
    expect(JSON.parse(error.message)).toEqual({
      code: 'invalid_credentials',
      message: 'Wrong email or password',
    });
    expect(store.getState().token).toBeNull();
    expect(events.failed).toEqual([
      { method: 'signin', code: 'invalid_credentials', message: 'Wrong email or password' },
    ]);
  });

  it('maps the code to its translated text, else the server message, else the fallback', async () => {
    const { deps } = setup(wrongPassword);
    const error = await signInWithCredentials(deps, { username: 'a@b.co', password: 'x' }).catch(
      (e: unknown) => e,
    );
    const translator = (known: Record<string, string>) => ({
      exists: (key: string) => key in known,
      t: (key: string) => known[key] ?? key,
    });
    expect(
      errorText(error, translator({ 'errors.invalid_credentials': 'Falsches Passwort' })),
    ).toBe('Falsches Passwort');
    expect(errorText(error, translator({}))).toBe('Wrong email or password');
    expect(errorText(new Error('{"code":"x"}'), translator({ 'errors.fallback': 'Fehler' }))).toBe(
      'Fehler',
    );
  });

  it('stores the devices and raises device_limit_exceeded with the limited token on device_error', async () => {
    const devices = [sampleDevice({ deviceId: 'd-1' }), sampleDevice({ deviceId: 'd-2' })];
    const { deps, store } = setup(() =>
      jsonResponse(
        contentAnswer({
          device_error: true,
          devices,
          tokenData: { access_token: 'limited', expires_in: 600, refresh_token: null },
        }),
      ),
    );
    const error = await signInWithCredentials(deps, { username: 'a@b.co', password: 'pw' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeviceLimitError);
    expect(error).toMatchObject({ code: 'device_limit_exceeded', limitedToken: 'limited' });
    expect(JSON.parse((error as Error).message)).toEqual({
      code: 'device_limit_exceeded',
      message: 'Device Limit Exceeded',
    });
    expect(store.getState().devices).toEqual(devices);
    expect(store.getState().token).toBeNull();
  });
});

describe('sign-up', () => {
  it('registers, then logs in with the same credentials as sign-up completed', async () => {
    const { deps, store, requests } = setup((request) =>
      request.url === '/api/user/register'
        ? jsonResponse({
            content: {
              profile: sampleUser(),
              tokenData: { access_token: 'reg', expires_in: 900, refresh_token: 'reg-r' },
            },
          })
        : jsonResponse(contentAnswer()),
    );
    const result = await signUp(deps, {
      email: 'ada@example.com',
      password: 'pw-123456',
      displayName: 'Ada',
    });
    expect(requests.map((r) => r.url)).toEqual(['/api/user/register', '/api/user/login']);
    expect(requests[0]?.body).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada',
      strategy: 'refresh',
      device_id: 'device-a',
    });
    expect(requests[1]?.body).toMatchObject({ username: 'ada@example.com', password: 'pw-123456' });
    expect(result.method).toBe('signup');
    expect(store.getState().token).toBe('access-1');
    expect(events.signedIn[0]?.[1]).toBe('signup');
  });

  it('does not report a failed login for a sign-up', async () => {
    const { deps } = setup((request) =>
      request.url === '/api/user/register'
        ? jsonResponse({
            content: {
              profile: sampleUser(),
              tokenData: { access_token: 'reg', expires_in: 900, refresh_token: 'reg-r' },
            },
          })
        : wrongPassword(),
    );
    await expect(
      signUp(deps, { email: 'a@b.co', password: 'pw-123456', displayName: 'A' }),
    ).rejects.toThrow();
    expect(events.failed).toEqual([]);
  });
});

describe('single sign-on', () => {
  it('exchanges the access token with empty OS fields and a trimmed name; isRegister means sign-up', async () => {
    const { deps, store, requests } = setup(() =>
      jsonResponse(authDataAnswer({ isRegister: true })),
    );
    const result = await signInWithProvider(deps, {
      provider: 'ifa',
      accessToken: 'ifa-token',
      fullName: '  Ada L  ',
    });
    expect(requests[0]?.body).toMatchObject({
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      subject_issuer: 'ifa',
      subject_token: 'ifa-token',
      device: {
        id: 'device-a',
        name: 'Chrome on Linux',
        os_name: '',
        os_version: '',
        app_version: '1.2.3',
      },
      strategy: 'refresh',
      profile: { display_name: 'Ada L' },
    });
    expect(result.method).toBe('signup');
    expect(store.getState().token).toBe('access-sso');
  });

  it('uses the id token when there is no access token (apple)', async () => {
    const { deps, requests } = setup(() => jsonResponse(authDataAnswer()));
    await signInWithProvider(deps, {
      provider: 'apple',
      idToken: 'id-1',
      fullName: 'Ada',
      nonce: 'n'.repeat(43),
    });
    expect(requests[0]?.body).toMatchObject({
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      subject_token: 'id-1',
      nonce: 'n'.repeat(43),
    });
  });

  it('hands the federation code with its PKCE verifier, redirect URI and nonce to the server', async () => {
    const { deps, store, requests } = setup(() => jsonResponse(authDataAnswer()));
    await signInWithCode(deps, {
      provider: 'ifa',
      code: 'code-1',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'https://portal.example/auth/oauth2/callback/ifa/',
      nonce: 'n'.repeat(43),
    });
    expect(requests[0]?.url).toBe('/api/oauth2/token');
    expect(requests[0]?.body).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token_type: 'urn:touchline:params:oauth:token-type:authorization_code',
      subject_issuer: 'ifa',
      subject_token: 'code-1',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'https://portal.example/auth/oauth2/callback/ifa/',
      requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      device: {
        id: 'device-a',
        name: 'Chrome on Linux',
        os_name: '',
        os_version: '',
        app_version: '1.2.3',
      },
      strategy: 'refresh',
      nonce: 'n'.repeat(43),
    });
    expect(store.getState().token).toBe('access-sso');
  });

  it('turns a device-limit answer to a code exchange into the limit error', async () => {
    const { deps, store } = setup(() =>
      jsonResponse(authDataAnswer({ device_error: true, devices: [sampleDevice()] })),
    );
    const error = await failure(
      signInWithCode(deps, {
        provider: 'ifa',
        code: 'code-1',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'https://portal.example/auth/oauth2/callback/ifa/',
        nonce: 'n'.repeat(43),
      }),
    );
    expect(error).toBeInstanceOf(DeviceLimitError);
    expect(store.getState().token).toBeNull();
  });

  it('refuses an unsupported provider with the spec text', async () => {
    const { deps, requests } = setup(() => jsonResponse({}));
    const error = await failure(
      signInWithProvider(deps, { provider: 'myspace' as never, accessToken: 't' }),
    );
    expect(JSON.parse(error.message)).toEqual({
      code: 'provider_not_supported',
      message: '"myspace" auth provider not supported!',
    });
    expect(requests).toHaveLength(0);
  });
});
