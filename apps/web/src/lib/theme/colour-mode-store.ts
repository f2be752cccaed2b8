// The colour-mode state: the saved preference, the OS setting, the tenant's and the page's
// forcing. The resolved mode is derived, never stored, so it cannot drift from its inputs.
import type { ColourModePreference } from '@touchline/contract/enums';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useHydrated } from '../app/use-hydrated';
import {
  colourModeStorageKey,
  darkSchemeQuery,
  parsePreference,
  resolveColourMode,
  routeForcedMode,
  type ColourMode,
} from './colour-mode';

export interface ColourModeState {
  preference: ColourModePreference;
  systemDark: boolean;
  tenantForcesDark: boolean;
  routeForced: ColourMode | null;
  setPreference: (preference: ColourModePreference) => void;
  setTenantForcesDark: (forced: boolean) => void;
  /** Called after each navigation with the new page's metadata; undefined clears the flag. */
  forceFromRoute: (value: ColourModePreference | undefined) => void;
}

export interface ColourModeEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  matchMedia: ((query: string) => MediaQueryList) | null;
}

const browserEnv = (): ColourModeEnv => ({
  storage: safeLocalStorage(),
  matchMedia:
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia.bind(window)
      : null,
});

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readPreference(storage: ColourModeEnv['storage']): ColourModePreference {
  try {
    return parsePreference(storage?.getItem(colourModeStorageKey) ?? null);
  } catch {
    return 'system';
  }
}

export function createColourModeStore(env: ColourModeEnv = browserEnv()) {
  const query = env.matchMedia?.(darkSchemeQuery) ?? null;
  const store = createStore<ColourModeState>()((set) => ({
    preference: readPreference(env.storage),
    systemDark: query?.matches ?? false,
    tenantForcesDark: false,
    routeForced: null,
    setPreference: (preference) => {
      try {
        env.storage?.setItem(colourModeStorageKey, preference);
      } catch {
        // Storage may be full or blocked; the choice still applies to this visit.
      }
      set({ preference });
    },
    setTenantForcesDark: (tenantForcesDark) => set({ tenantForcesDark }),
    forceFromRoute: (value) => set({ routeForced: routeForcedMode(value) }),
  }));
  query?.addEventListener('change', (event) => store.setState({ systemDark: event.matches }));
  return store;
}

export type ColourModeStore = ReturnType<typeof createColourModeStore>;

export const selectColourMode = (state: ColourModeState): ColourMode => resolveColourMode(state);

let appStore: ColourModeStore | null = null;
/** The app-wide store, created on first use so tests and the server-free build can supply their own. */
export function colourModeStore(): ColourModeStore {
  appStore ??= createColourModeStore();
  return appStore;
}

let unknownToServer: ColourModeState | null = null;

/**
 * The colour-mode state as components see it. The saved preference and the system setting are
 * the browser's: a server-rendered page shows the defaults until React has hydrated it.
 */
export const useColourModeState = <T>(selector: (state: ColourModeState) => T): T => {
  const hydrated = useHydrated();
  const value = useStore(colourModeStore(), selector);
  unknownToServer ??= createColourModeStore({ storage: null, matchMedia: null }).getState();
  return hydrated ? value : selector(unknownToServer);
};
