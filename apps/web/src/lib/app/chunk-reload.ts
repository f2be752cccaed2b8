// After a deploy, an open tab may ask for chunks that no longer exist. One full reload fetches
// the new build (spec §4); the route reload guard of spec §9 (10 s) keeps a chunk that is
// really missing from reloading the page forever.
import { routeRules } from '@touchline/contract/constants';

export const chunkReloadKey = 'touchline-chunk-reload-at';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: Date.now, reload: () => window.location.reload() };
};

/** Whether a reload for a failed chunk happened within the guard (or cannot be tracked). */
export function isReloadGuarded(env: ReloadEnv = browserEnv()): boolean {
  try {
    const last = Number(env.storage?.getItem(chunkReloadKey));
    return Number.isFinite(last) && env.now() - last < routeRules.reloadGuardMs;
  } catch {
    // Unreadable storage: without a guard we must not reload at all.
    return true;
  }
}

/** Reloads unless a reload for the same reason happened within the guard; says whether it did. */
export function reloadForChunkError(env: ReloadEnv = browserEnv()): boolean {
  if (isReloadGuarded(env)) return false;
  try {
    env.storage?.setItem(chunkReloadKey, String(env.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a lazy chunk or its CSS fails to load. */
export function listenForChunkErrors(target: Window = window, env?: ReloadEnv) {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadForChunkError(env)) event.preventDefault();
    else console.error('A part of the app failed to load', payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
