import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColourMode, bindColourModeToDocument } from './apply-colour-mode';
import { colourModeStorageKey, darkSchemeQuery, resolveColourMode } from './colour-mode';
import { createColourModeStore, selectColourMode, type ColourModeEnv } from './colour-mode-store';

/** A stand-in for the OS dark-mode setting that can be flipped during a test. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: initiallyDark,
    media: darkSchemeQuery,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn(() => list as unknown as MediaQueryList),
    setDark(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function storeWith(options: { stored?: string; systemDark?: boolean } = {}) {
  const system = fakeSystem(options.systemDark ?? false);
  const storage = memoryStorage(options.stored ? { [colourModeStorageKey]: options.stored } : {});
  const env: ColourModeEnv = { storage, matchMedia: system.matchMedia };
  const store = createColourModeStore(env);
  return { store, system, storage, mode: () => selectColourMode(store.getState()) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('colour mode', () => {
  it('defaults to following the system and reacts when the OS setting changes', () => {
    const { store, system, mode } = storeWith({ systemDark: false });
    expect(store.getState().preference).toBe('system');
    expect(mode()).toBe('light');
    system.setDark(true);
    expect(mode()).toBe('dark');
    system.setDark(false);
    expect(mode()).toBe('light');
  });

  it('keeps an explicit preference whatever the OS says, and saves it under its key', () => {
    const { store, system, storage, mode } = storeWith({ systemDark: true });
    store.getState().setPreference('light');
    expect(mode()).toBe('light');
    system.setDark(false);
    system.setDark(true);
    expect(mode()).toBe('light');
    expect(storage.data.get(colourModeStorageKey)).toBe('light');
  });

  it('reads the saved preference and ignores a value it does not know', () => {
    expect(storeWith({ stored: 'dark' }).mode()).toBe('dark');
    const unknown = storeWith({ stored: 'sepia', systemDark: true });
    expect(unknown.store.getState().preference).toBe('system');
    expect(unknown.mode()).toBe('dark');
  });

  it('is always dark for a tenant without a white theme, even when a page forces light', () => {
    const { store, mode } = storeWith({ stored: 'light' });
    store.getState().setTenantForcesDark(true);
    expect(mode()).toBe('dark');
    store.getState().forceFromRoute('light');
    expect(mode()).toBe('dark');
  });

  it('lets a page force a mode over the preference and drops it when the next page forces none', () => {
    const { store, mode } = storeWith({ stored: 'light' });
    store.getState().forceFromRoute('dark');
    expect(store.getState().routeForced).toBe('dark');
    expect(mode()).toBe('dark');
    store.getState().forceFromRoute(undefined);
    expect(store.getState().routeForced).toBeNull();
    expect(mode()).toBe('light');
  });

  it('refuses a page forcing "system" with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, mode } = storeWith({ stored: 'dark' });
    store.getState().forceFromRoute('system');
    expect(warn).toHaveBeenCalledOnce();
    expect(store.getState().routeForced).toBeNull();
    expect(mode()).toBe('dark');
  });

  it('resolves in order: tenant, page, preference, system', () => {
    const base = {
      preference: 'system' as const,
      systemDark: true,
      tenantForcesDark: false,
      routeForced: null,
    };
    expect(resolveColourMode(base)).toBe('dark');
    expect(resolveColourMode({ ...base, preference: 'light' })).toBe('light');
    expect(resolveColourMode({ ...base, preference: 'light', routeForced: 'dark' })).toBe('dark');
    expect(
      resolveColourMode({
        ...base,
        preference: 'light',
        routeForced: 'light',
        tenantForcesDark: true,
      }),
    ).toBe('dark');
  });
});

describe('the document', () => {
  it('gets the dark class, the colour scheme and the theme colour of the mode', () => {
    applyColourMode('dark');
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(meta?.content).toBe('#0f1624');
    applyColourMode('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(meta?.content).toBe('#f4f7fc');
  });

  it('follows the store until unbound', () => {
    const { store, system } = storeWith({ systemDark: false });
    const unbind = bindColourModeToDocument(store);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    system.setDark(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    unbind();
    system.setDark(false);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
