import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadKey,
  isChunkLoadError,
  listenForChunkErrors,
  reloadForChunkError,
  type ReloadEnv,
} from './chunk-reload';

function env(start = 1_000_000) {
  const data = new Map<string, string>();
  let now = start;
  const reload = vi.fn();
  const value: ReloadEnv = {
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, item) => void data.set(key, item),
    },
    now: () => now,
    reload,
  };
  return { env: value, reload, data, advance: (ms: number) => (now += ms) };
}

describe('chunk-load failures', () => {
  it('are recognised by the messages browsers give them', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reload the page once, and not again within the 10 s guard', () => {
    const { env: e, reload, data, advance } = env();
    expect(reloadForChunkError(e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(data.get(chunkReloadKey)).toBe('1000000');
    advance(9_999);
    expect(reloadForChunkError(e)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(reloadForChunkError(e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('do not reload when the guard cannot be stored', () => {
    const reload = vi.fn();
    const broken: ReloadEnv = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('quota');
        },
      },
      now: () => 0,
      reload,
    };
    expect(reloadForChunkError(broken)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("trigger the reload from Vite's preload error event", () => {
    const { env: e, reload } = env();
    const stop = listenForChunkErrors(window, e);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    stop();
  });
});
