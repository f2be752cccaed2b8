import { describe, expect, it, vi } from 'vitest';
import { ApiError, expiredSessionError } from '../http/api-error';
import { createHttpClient } from '../http/create-http-client';
import { createFakeFetch, jsonResponse } from '../http/fake-fetch';
import { createTokenStore, memoryTokenStorage } from './token-store';
import type { UserTokenData } from './token-store';

const stored: UserTokenData = {
  token: 'access-1',
  tokenExpirationTime: 900,
  tokenUpdateTime: 1_699_999_000,
  refreshToken: 'refresh-1',
};

const setup = (initial: UserTokenData | null, answer: () => Response) => {
  const { fetch, requests } = createFakeFetch(answer);
  const storage = memoryTokenStorage(initial);
  const onRefreshFailed = vi.fn<(error: ApiError) => void>();
  const store = createTokenStore({
    storage,
    http: createHttpClient({ baseUrl: '/base/', fetch }),
    now: () => 1_700_000_000_400,
    onRefreshFailed,
  });
  return { store, storage, requests, onRefreshFailed };
};

describe('createTokenStore', () => {
  it('reads and writes the injected storage', () => {
    const { store, storage } = setup(null, () => jsonResponse({}));
    expect(store.get()).toBeNull();
    store.set(stored);
    expect(storage.read()).toEqual(stored);
    store.set(null);
    expect(store.get()).toBeNull();
  });

  it('refreshes through the token exchange and maps the answer to token data', async () => {
    const { store, storage, requests } = setup(stored, () =>
      jsonResponse({ token: 'access-2', expires_in: 900, refresh_token: 'refresh-2' }),
    );
    const next = await store.refresh();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/base/api/oauth2/token',
      method: 'POST',
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
        subject_token: 'refresh-1',
      },
    });
    expect(requests[0]?.headers['x-authorization']).toBeUndefined();
    expect(next).toEqual({
      token: 'access-2',
      tokenExpirationTime: 900,
      tokenUpdateTime: 1_700_000_000,
      refreshToken: 'refresh-2',
    });
    // Storing is the caller's step, so a refresh that lost a race never overwrites a session.
    expect(storage.read()).toEqual(stored);
  });

  it('fails without a network call when no refresh token is stored', async () => {
    const { store, requests } = setup({ ...stored, refreshToken: null }, () => jsonResponse({}));
    await expect(store.refresh()).rejects.toThrow('no refresh token is stored');
    expect(requests).toHaveLength(0);
  });

  it('rejects a refused or malformed exchange answer', async () => {
    const refused = setup(stored, () =>
      jsonResponse(
        { error: 'invalid_token', messageErrorCode: 'invalid_token', message: 'Token reused' },
        400,
      ),
    );
    await expect(refused.store.refresh()).rejects.toMatchObject({
      status: 400,
      code: 'invalid_token',
    });
    const malformed = setup(stored, () => jsonResponse({ token: 'access-2', expires_in: '900' }));
    await expect(malformed.store.refresh()).rejects.toBeInstanceOf(ApiError);
  });

  it('clears the stored session and tells the app when the refresh failed', () => {
    const { store, storage, onRefreshFailed } = setup(stored, () => jsonResponse({}));
    const error = expiredSessionError();
    store.onRefreshFailed?.(error);
    expect(storage.read()).toBeNull();
    expect(onRefreshFailed).toHaveBeenCalledWith(error);
  });

  it('works with the HTTP client end to end: a 401, one refresh, one retry', async () => {
    const storage = memoryTokenStorage(stored);
    const { fetch, requests } = createFakeFetch((request) => {
      if (request.url === '/api/oauth2/token') {
        return jsonResponse({ token: 'access-2', expires_in: 900, refresh_token: 'refresh-2' });
      }
      return request.headers['x-authorization'] === 'Bearer access-2'
        ? jsonResponse({ content: [] })
        : jsonResponse({ error: 'unauthorized' }, 401);
    });
    const now = () => 1_699_999_100_000;
    const tokens = createTokenStore({ storage, http: createHttpClient({ fetch }), now });
    const client = createHttpClient({ fetch, tokens, now });
    expect(await client.get('/api/user/get_watchlist', { auth: 'required' })).toEqual({
      content: [],
    });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/user/get_watchlist',
      '/api/oauth2/token',
      '/api/user/get_watchlist',
    ]);
    expect(storage.read()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      tokenUpdateTime: 1_699_999_100,
    });
  });
});
