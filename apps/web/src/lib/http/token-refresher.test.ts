import { describe, expect, it, vi } from 'vitest';
import type { TokenSource, UserTokenData } from '../session/token-store';
import { ApiError } from './api-error';
import { createTokenRefresher, isRefreshDue } from './token-refresher';

const nowMs = 1_700_000_000_000;
const nowSeconds = nowMs / 1000;

const tokenData = (overrides: Partial<UserTokenData> = {}): UserTokenData => ({
  token: 'access-1',
  tokenExpirationTime: 900,
  tokenUpdateTime: nowSeconds - 60,
  refreshToken: 'refresh-1',
  ...overrides,
});

const fakeTokens = (initial: UserTokenData | null, refresh: () => Promise<UserTokenData>) => {
  let data = initial;
  const tokens = {
    get: () => data,
    set: vi.fn((next: UserTokenData | null) => {
      data = next;
    }),
    refresh: vi.fn(refresh),
    onRefreshFailed: vi.fn<(error: ApiError) => void>(),
  } satisfies TokenSource;
  return tokens;
};

describe('isRefreshDue', () => {
  it('is due once 80% of the lifetime (epoch seconds) has passed', () => {
    const data = tokenData({ tokenUpdateTime: 1000, tokenExpirationTime: 900 });
    expect(isRefreshDue(data, (1000 + 719) * 1000)).toBe(false);
    expect(isRefreshDue(data, (1000 + 720) * 1000)).toBe(true);
    expect(isRefreshDue(data, (1000 + 5000) * 1000)).toBe(true);
  });
});

describe('createTokenRefresher', () => {
  it('sends no token for auth none or when none is stored', async () => {
    const refresher = createTokenRefresher(fakeTokens(tokenData(), vi.fn()), () => nowMs);
    expect(await refresher.tokenFor('none')).toBeNull();
    const empty = createTokenRefresher(fakeTokens(null, vi.fn()), () => nowMs);
    expect(await empty.tokenFor('required')).toBeNull();
    expect(await empty.tokenFor('optional')).toBeNull();
  });

  it('returns the stored token while it is fresh', async () => {
    const tokens = fakeTokens(tokenData(), vi.fn());
    expect(await createTokenRefresher(tokens, () => nowMs).tokenFor('required')).toBe('access-1');
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a due token first and stores the result', async () => {
    const next = tokenData({
      token: 'access-2',
      refreshToken: 'refresh-2',
      tokenUpdateTime: nowSeconds,
    });
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 800 }), () =>
      Promise.resolve(next),
    );
    expect(await createTokenRefresher(tokens, () => nowMs).tokenFor('optional')).toBe('access-2');
    expect(tokens.set).toHaveBeenCalledWith(next);
    expect(tokens.get()).toEqual(next);
  });

  it('shares one refresh between concurrent callers', async () => {
    let resolve: (data: UserTokenData) => void = () => undefined;
    const tokens = fakeTokens(
      tokenData({ tokenUpdateTime: nowSeconds - 800 }),
      () => new Promise((done) => (resolve = done)),
    );
    const refresher = createTokenRefresher(tokens, () => nowMs);
    const waiting = Array.from({ length: 20 }, () => refresher.tokenFor('required'));
    const forced = refresher.tokenAfterUnauthorized('access-1');
    resolve(tokenData({ token: 'access-2', tokenUpdateTime: nowSeconds }));
    expect(await Promise.all([...waiting, forced])).toEqual(Array(21).fill('access-2'));
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
  });

  it('runs a new refresh once the previous one has settled', async () => {
    let count = 0;
    const tokens = fakeTokens(tokenData(), () =>
      Promise.resolve(tokenData({ token: `access-${++count + 1}`, tokenUpdateTime: nowSeconds })),
    );
    const refresher = createTokenRefresher(tokens, () => nowMs);
    expect(await refresher.tokenAfterUnauthorized('access-1')).toBe('access-2');
    expect(await refresher.tokenAfterUnauthorized('access-2')).toBe('access-3');
    expect(tokens.refresh).toHaveBeenCalledTimes(2);
  });

  it('retries with a token another call already renewed, without refreshing again', async () => {
    const tokens = fakeTokens(tokenData({ token: 'access-2' }), vi.fn());
    expect(await createTokenRefresher(tokens, () => nowMs).tokenAfterUnauthorized('access-1')).toBe(
      'access-2',
    );
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('fails at once without a stored refresh token', async () => {
    const tokens = fakeTokens(tokenData({ refreshToken: null }), vi.fn());
    const failure = createTokenRefresher(tokens, () => nowMs).tokenAfterUnauthorized('access-1');
    await expect(failure).rejects.toMatchObject({
      code: 'refresh_token_failed',
      messageCode: 'expired_session_error',
    });
    expect(tokens.refresh).not.toHaveBeenCalled();
    expect(tokens.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('turns a failed refresh into the expired-session error and tells the hook once', async () => {
    const cause = new ApiError({ status: 400, code: 'invalid_token' });
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 900 }), () =>
      Promise.reject(cause),
    );
    const refresher = createTokenRefresher(tokens, () => nowMs);
    const results = await Promise.allSettled([
      refresher.tokenFor('required'),
      refresher.tokenFor('optional'),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe('refresh_token_failed');
      expect(JSON.parse(error.message)).toEqual({
        code: 'expired_session_error',
        message: 'Expired Session',
      });
      expect(error.cause).toBe(cause);
    }
    expect(tokens.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(tokens.onRefreshFailed).toHaveBeenCalledWith(
      (results[0] as PromiseRejectedResult).reason,
    );
    expect(tokens.set).not.toHaveBeenCalled();
  });

  it('still rejects with the expired-session error when the hook throws', async () => {
    const tokens = fakeTokens(tokenData({ refreshToken: null }), vi.fn());
    tokens.onRefreshFailed.mockImplementation(() => {
      throw new Error('hook broke');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      createTokenRefresher(tokens, () => nowMs).tokenAfterUnauthorized('access-1'),
    ).rejects.toMatchObject({
      code: 'refresh_token_failed',
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('does not bring back a session that was signed out during the refresh', async () => {
    let resolve: (data: UserTokenData) => void = () => undefined;
    const tokens = fakeTokens(tokenData(), () => new Promise((done) => (resolve = done)));
    const refresher = createTokenRefresher(tokens, () => nowMs);
    const retry = refresher.tokenAfterUnauthorized('access-1');
    tokens.set(null);
    tokens.set.mockClear();
    resolve(tokenData({ token: 'access-2', refreshToken: 'refresh-2' }));
    await expect(retry).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(tokens.set).not.toHaveBeenCalled();
    expect(tokens.get()).toBeNull();
  });

  it('keeps a session signed in during the refresh instead of its result', async () => {
    let resolve: (data: UserTokenData) => void = () => undefined;
    const tokens = fakeTokens(tokenData(), () => new Promise((done) => (resolve = done)));
    const refresher = createTokenRefresher(tokens, () => nowMs);
    const retry = refresher.tokenAfterUnauthorized('access-1');
    tokens.set(tokenData({ token: 'other-user', refreshToken: 'other-refresh' }));
    resolve(tokenData({ token: 'access-2', refreshToken: 'refresh-2' }));
    expect(await retry).toBe('other-user');
    expect(tokens.get()?.token).toBe('other-user');
  });

  it('keeps a session signed in during a refresh that fails, without signing anyone out', async () => {
    let reject: (error: Error) => void = () => undefined;
    const tokens = fakeTokens(tokenData(), () => new Promise((_, fail) => (reject = fail)));
    const refresher = createTokenRefresher(tokens, () => nowMs);
    const retry = refresher.tokenAfterUnauthorized('access-1');
    tokens.set(tokenData({ token: 'new-session', refreshToken: 'new-refresh' }));
    reject(new ApiError({ status: 401, code: 'expired_session_error', logMessage: 'revoked' }));
    expect(await retry).toBe('new-session');
    expect(tokens.onRefreshFailed).not.toHaveBeenCalled();
  });
});
