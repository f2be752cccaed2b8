// The client session of spec §3 "Session data": a Zustand store persisted under `ott-data`.
// Only user, token, userTokenData, followed and devices reach storage; selected media, card data,
// ppv tickets and the pending refresh live in memory and are gone after a reload.
import { storageKeys } from '@touchline/contract/constants';
import type { Device } from '@touchline/contract/entities/device';
import {
  emptySession,
  isAuthenticated,
  persistedSession,
  type FollowedMap,
  type PersistedSession,
  type UserTokenData,
} from '@touchline/contract/entities/session';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

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

const safeLocalStorage = (): StateStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** `null` keeps the session in memory only (tests, browsers without storage). */
export function createSessionStore(storage: StateStorage | null = safeLocalStorage() ?? null) {
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      (set, get) => ({
        ...emptySession(),
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
          if (next.length === devices.length) {
            console.error(`Device ${deviceId} is not in the device list`);
            return false;
          }
          set({ devices: next });
          return true;
        },
        setFollowed: (followed) => set({ followed }),
        clear: () => set({ ...emptySession(), ...emptyHeld() }),
      }),
      {
        name: storageKeys.session,
        storage: createJSONStorage(() => storage ?? noStorage),
        partialize: (state) => persistedPart(state),
        // A stored session that no longer matches the contract is dropped, not half-trusted.
        merge: (stored, current) => {
          const parsed = persistedSession.safeParse(stored);
          return parsed.success ? { ...current, ...parsed.data } : current;
        },
      },
    ),
  );
}

const noStorage: StateStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

export type SessionStore = StoreApi<SessionState>;

let current: SessionStore | null = null;

/** The app's one session store, created on first use (tests make their own). */
export function sessionStore(): SessionStore {
  current ??= createSessionStore();
  return current;
}

export const selectIsAuthenticated = (state: SessionState) => isAuthenticated(state);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore(), selector);
}
