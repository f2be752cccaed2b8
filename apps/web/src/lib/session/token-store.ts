// Where the HTTP client reads and renews the access token. The storage is injected so the
// accounts feature can back it with the persisted `ott-data` session (spec §3) later.
import type { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client-types';

/** Spec §3 "Session data": token times are epoch seconds. */
export interface UserTokenData {
  token: string;
  /** Lifetime of the access token in seconds (`expires_in`). */
  tokenExpirationTime: number;
  /** When the token was received, epoch seconds. */
  tokenUpdateTime: number;
  /** Null for the limited token of the device-limit flow, which cannot be refreshed. */
  refreshToken: string | null;
}

export interface TokenSource {
  get(): UserTokenData | null;
  set(data: UserTokenData | null): void;
  /** Exchanges the stored refresh token for new token data; does not store it. */
  refresh(): Promise<UserTokenData>;
  /** Told once per failed refresh, with the expired-session error. */
  onRefreshFailed?(error: ApiError): void;
}

export interface TokenStorage {
  read(): UserTokenData | null;
  write(data: UserTokenData | null): void;
}

export const memoryTokenStorage = (initial: UserTokenData | null = null): TokenStorage => {
  let data = initial;
  return {
    read: () => data,
    write: (next) => {
      data = next;
    },
  };
};

export const refreshGrant = {
  grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
  subject_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
} as const;

// Loaded with the first refresh: the token store is part of the first load, zod is not (ADR 065).
const refreshAnswer = {
  lazyAnswer: () => import('@touchline/contract/auth-answers').then((m) => m.tokenRefreshAnswer),
};

export interface TokenStoreOptions {
  storage: TokenStorage;
  /** An unauthenticated client: the refresh call itself never carries the access token. */
  http: Pick<HttpClient, 'post'>;
  /** Epoch milliseconds. */
  now?: () => number;
  /** Spec §4: log out without revoking and send the user to login. */
  onRefreshFailed?: (error: ApiError) => void;
}

export const createTokenStore = ({
  storage,
  http,
  now = Date.now,
  onRefreshFailed,
}: TokenStoreOptions): TokenSource => ({
  get: () => storage.read(),
  set: (data) => storage.write(data),
  refresh: async () => {
    const refreshToken = storage.read()?.refreshToken;
    if (!refreshToken) throw new Error('no refresh token is stored');
    const answer = await http.post(
      '/api/oauth2/token',
      { ...refreshGrant, subject_token: refreshToken },
      { auth: 'none', response: refreshAnswer },
    );
    return {
      token: answer.token,
      tokenExpirationTime: answer.expires_in,
      tokenUpdateTime: Math.floor(now() / 1000),
      refreshToken: answer.refresh_token,
    };
  },
  onRefreshFailed: (error) => {
    // A dead session must not be sent again, nor refreshed again by the next call.
    storage.write(null);
    onRefreshFailed?.(error);
  },
});
