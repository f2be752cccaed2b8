// The client session of spec §3 "Session data": a Zustand store persisted under `ott-data`.
// Only user, token, userTokenData, followed and devices reach storage; selected media, card data,
// ppv tickets and the pending refresh live in memory and are gone after a reload.
import { storageKeys } from '@touchline/contract/constants';
import type { Device } from '@touchline/contract/entities/device';
import type {
  FollowedMap,
  PersistedSession,
  UserTokenData,
} from '@touchline/contract/entities/session';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useHydrated } from '../app/use-hydrated';

export interface HeldSession {
  selected: Record<string, unknown>;
  creditCard: unknown;
  creditCardToken: string | null;
  ppvTickets: unknown[];
  pendingAccessTokenRefresh: Promise<UserTokenData> | null;
}

export interface SignedInData {
  user: UserProfile;
  tokenData: UserTokenData;
  devices: Device[];
}

export interface SessionActions {
  signIn(data: SignedInData): void;
  setTokenData(data: UserTokenData | null): void;
  setUser(user: UserProfile): void;
  patchUser(patch: Partial<UserProfile>): void;
  setDevices(devices: Device[]): void;
  /** Removes a device from the local list; false when it was not there (spec §8: console error). */
  removeDevice(deviceId: string): boolean;
  setFollowed(followed: FollowedMap): void;
  /** Spec §4 logout: token, token data, user, card data, selected, followed, devices, tickets. */
  clear(): void;
}

export type SessionState = PersistedSession & HeldSession & SessionActions;

export const persistedKeys = ['user', 'token', 'userTokenData', 'followed', 'devices'] as const;

const emptySession = (): PersistedSession => ({
  user: null,
  token: null,
  userTokenData: null,
  followed: {},
  devices: [],
});

/** Spec §3: signed in only with an access token and a user. */
export const hasSession = (state: Pick<PersistedSession, 'token' | 'user'>) =>
  Boolean(state.token) && state.user !== null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape check of a stored session. It is hand-written rather than the contract's schema so
 * the first load does not carry the profile and device schemas; a stored value that fails it is
 * dropped whole, and every value the server sends is still parsed with the contract.
 */
export const isStoredSession = (value: unknown): value is PersistedSession => {
  if (!isRecord(value)) return false;
  const { user, token, userTokenData, followed, devices } = value;
  const tokenData =
    userTokenData === null ||
    (isRecord(userTokenData) &&
      typeof userTokenData.token === 'string' &&
      typeof userTokenData.tokenExpirationTime === 'number' &&
      typeof userTokenData.tokenUpdateTime === 'number' &&
      (userTokenData.refreshToken === null || typeof userTokenData.refreshToken === 'string'));
  return (
    (user === null ||
      (isRecord(user) && typeof user.id === 'string' && typeof user.email === 'string')) &&
    (token === null || typeof token === 'string') &&
    tokenData &&
    isRecord(followed) &&
    Array.isArray(devices) &&
    devices.every((device) => isRecord(device) && typeof device.deviceId === 'string')
  );
};

const emptyHeld = (): HeldSession => ({
  selected: {},
  creditCard: null,
  creditCardToken: null,
  ppvTickets: [],
  pendingAccessTokenRefresh: null,
});

/** What is written to storage: exactly the persisted fields of spec §3. */
export const persistedPart = (state: PersistedSession): PersistedSession => ({
  user: state.user,
  token: state.token,
  userTokenData: state.userTokenData,
  followed: state.followed,
  devices: state.devices,
});

/** Where the session is kept; localStorage in the browser. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

const safeLocalStorage = (): SessionStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Reads `{ state, version }` as zustand's persist middleware writes it; anything else is dropped. */
const readStored = (storage: SessionStorage | null): PersistedSession | null => {
  try {
    const raw = storage?.getItem(storageKeys.session);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const state = isRecord(parsed) ? parsed.state : null;
    return isStoredSession(state) ? persistedPart(state) : null;
  } catch {
    return null;
  }
};

const samePersisted = (a: PersistedSession, b: PersistedSession) =>
  persistedKeys.every((key) => a[key] === b[key]);

/**
 * `null` keeps the session in memory only (tests, browsers without storage). Persistence is a
 * subscription of a few lines instead of zustand's middleware, which the first load would carry.
 */
export function createSessionStore(storage: SessionStorage | null = safeLocalStorage() ?? null) {
  const store = createStore<SessionState>()((set, get) => ({
    ...emptySession(),
    ...readStored(storage),
    ...emptyHeld(),
    signIn: ({ user, tokenData, devices }) =>
      set({ user, token: tokenData.token, userTokenData: tokenData, devices }),
    setTokenData: (data) => set({ userTokenData: data, token: data?.token ?? null }),
    setUser: (user) => set({ user }),
    patchUser: (patch) => {
      const user = get().user;
      if (user) set({ user: { ...user, ...patch } });
    },
    setDevices: (devices) => set({ devices }),
    removeDevice: (deviceId) => {
      const devices = get().devices;
      const next = devices.filter((device) => device.deviceId !== deviceId);
      // The list kept since sign-in may not hold a device that signed in later: nothing to do.
      if (next.length === devices.length) return false;
      set({ devices: next });
      return true;
    },
    setFollowed: (followed) => set({ followed }),
    clear: () => set({ ...emptySession(), ...emptyHeld() }),
  }));
  store.subscribe((state, previous) => {
    if (!storage || samePersisted(state, previous)) return;
    try {
      storage.setItem(
        storageKeys.session,
        JSON.stringify({ state: persistedPart(state), version: 0 }),
      );
    } catch (error) {
      // A full or blocked storage costs the session on reload, not the page.
      console.warn('the session could not be stored', error);
    }
  });
  return store;
}

export type SessionStore = StoreApi<SessionState>;

let current: SessionStore | null = null;

/**
 * Keeps `followed` in step with the other tabs of the portal: a follow saved or removed in one tab
 * is written to storage, and the `storage` event (fired in every other tab of the origin) hands
 * the new map to this one. Only `followed` is taken over, and only when it differs, so two tabs
 * never write back and forth. Returns the function that stops listening.
 */
export function followOtherTabs(
  store: SessionStore,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.session || event.newValue === null) return;
    const next = readStored({ getItem: () => event.newValue, setItem: () => undefined });
    if (!next || !hasSession(store.getState()) || !hasSession(next)) return;
    if (next.user?.id !== store.getState().user?.id) return;
    if (JSON.stringify(next.followed) === JSON.stringify(store.getState().followed)) return;
    store.getState().setFollowed(next.followed);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** The app's one session store, created on first use (tests make their own). */
export function sessionStore(): SessionStore {
  if (!current) {
    current = createSessionStore();
    if (typeof window !== 'undefined') followOtherTabs(current, window);
  }
  return current;
}

export const selectIsAuthenticated = (state: SessionState) => hasSession(state);

let signedOut: SessionState | null = null;

/**
 * The session as components see it. A server-rendered page was rendered for a visitor (the
 * session is stored in the browser), so while React hydrates it they see no session, then the
 * stored one.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const hydrated = useHydrated();
  const value = useStore(sessionStore(), selector);
  signedOut ??= createSessionStore(null).getState();
  return hydrated ? value : selector(signedOut);
}
