// A module fetched either at once or once the page has painted and gone idle, whichever is asked
// first: hls.js should not compete with the page's first paint for the network and the main
// thread (issue 12), unless the viewer is waiting for the video.

export interface DeferredImport<T> {
  /** Starts the import at once (and releases any caller of `later`). */
  now(): Promise<T>;
  /** Starts the import once `idle` says the page has settled, unless `now` came first. */
  later(): Promise<T>;
}

/**
 * `idle(run)` calls `run` once the page is idle. A failed import is tried again by the next
 * caller (a dropped connection must not break every later player).
 */
export function deferredImport<T>(
  load: () => Promise<T>,
  idle: (run: () => void) => void,
): DeferredImport<T> {
  let pending: Promise<T> | null = null;
  let waiting: Promise<void> | null = null;
  let release: (() => void) | null = null;
  /** Once asked for at once, nobody waits for idle any more. */
  let hurried = false;
  const start = () => {
    if (!pending) {
      const started = load();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = null;
      });
    }
    return pending;
  };
  return {
    now() {
      hurried = true;
      release?.();
      return start();
    },
    later() {
      if (hurried) return start();
      waiting ??= new Promise<void>((resolve) => {
        release = resolve;
        idle(resolve);
      });
      return waiting.then(start);
    },
  };
}

export interface IdleHost {
  readyState(): DocumentReadyState;
  onLoad(run: () => void): void;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout(run: () => void, ms: number): unknown;
}

/** The longest an idle callback is waited for once the page has loaded. */
export const idleTimeoutMs = 2000;
/** Without requestIdleCallback (Safari): a pause after `load` instead. */
export const idleFallbackMs = 200;

/** Runs `run` after the page's `load` event, when the browser is next idle. */
export function afterPageSettles(run: () => void, host: IdleHost = browserIdleHost()) {
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else host.setTimeout(run, idleFallbackMs);
  };
  if (host.readyState() === 'complete') whenIdle();
  else host.onLoad(whenIdle);
}

function browserIdleHost(): IdleHost {
  return {
    readyState: () => document.readyState,
    onLoad: (run) => window.addEventListener('load', run, { once: true }),
    requestIdleCallback:
      typeof window.requestIdleCallback === 'function'
        ? (run, options) => window.requestIdleCallback(run, options)
        : undefined,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
  };
}
