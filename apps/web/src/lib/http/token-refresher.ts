// Token refresh of spec §4: at 80% of the lifetime or forced after a 401; one at a time.
import { tokenRules } from '@touchline/contract/constants';
import type { TokenSource, UserTokenData } from '../session/token-store';
import { ApiError, expiredSessionError } from './api-error';
import type { CallAuth } from './http-client-types';

export interface TokenRefresher {
  /** The token a call with this auth mode sends (refreshed first when due), or null. */
  tokenFor(auth: CallAuth): Promise<string | null>;
  /** The token to retry with after `sentToken` got a 401. */
  tokenAfterUnauthorized(sentToken: string): Promise<string>;
}

/** Spec §9: token times are epoch seconds; refresh once 80% of the lifetime has passed. */
export const isRefreshDue = (data: UserTokenData, nowMs: number) =>
  data.tokenUpdateTime + tokenRules.refreshThreshold * data.tokenExpirationTime <= nowMs / 1000;

export const createTokenRefresher = (tokens: TokenSource, now: () => number): TokenRefresher => {
  // Spec §4: concurrent callers share the refresh that is running.
  let pending: Promise<UserTokenData> | null = null;

  const fail = (cause?: unknown) => {
    const error = expiredSessionError(cause);
    try {
      tokens.onRefreshFailed?.(error);
    } catch (hookError) {
      console.error('token refresh failure handler threw', hookError);
    }
    return error;
  };

  const run = async (): Promise<UserTokenData> => {
    const refreshToken = tokens.get()?.refreshToken;
    if (!refreshToken) throw fail();
    let next: UserTokenData;
    try {
      next = await tokens.refresh();
    } catch (cause) {
      // A sign-in that replaced the tokens while the refresh ran (sign-up's follow-up login, say)
      // stands: the refusal concerns the old session only, so nobody is signed out.
      const current = tokens.get();
      if (current && current.refreshToken !== refreshToken) return current;
      throw fail(cause);
    }
    const current = tokens.get();
    // A logout or a new sign-in while the refresh ran wins over its result.
    if (current?.refreshToken !== refreshToken) {
      if (current) return current;
      throw new ApiError({
        status: 401,
        code: 'unauthorized',
        logMessage: 'signed out during refresh',
      });
    }
    tokens.set(next);
    return next;
  };

  const refresh = () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    tokenFor: async (auth) => {
      if (auth === 'none') return null;
      if (pending) return (await pending).token;
      const data = tokens.get();
      if (!data?.token) return null;
      return isRefreshDue(data, now()) ? (await refresh()).token : data.token;
    },
    tokenAfterUnauthorized: async (sentToken) => {
      const current = tokens.get()?.token;
      // Another call already replaced the token this one was refused with.
      if (current && current !== sentToken && !pending) return current;
      return (await refresh()).token;
    },
  };
};
