// The token store's storage backed by the session store, so the HTTP client reads and renews
// exactly the userTokenData that is persisted under `ott-data`.
import type { SessionStore } from './session-store';
import type { TokenStorage } from './token-store';

export const sessionTokenStorage = (store: SessionStore): TokenStorage => ({
  read: () => store.getState().userTokenData,
  write: (data) => store.getState().setTokenData(data),
});
