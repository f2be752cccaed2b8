// New-version detection (spec §4 "Push and analytics setup", §7): the page polls the server's
// builds/latest.json with a timestamp query; once the served build differs from the one this page
// runs, the next navigation is a full page load, which fetches the new build's files.
declare const __TOUCHLINE_BUILD_ID__: string | undefined;

/** The build this page runs; null when not built by Vite (tests). */
export const ownBuildId: string | null =
  typeof __TOUCHLINE_BUILD_ID__ === 'string' ? __TOUCHLINE_BUILD_ID__ : null;

/** The spec leaves the interval open; a deploy is noticed within this, or when the tab returns. */
export const versionPollMs = 5 * 60_000;

let outdated = false;

export const isOutdated = () => outdated;

/** For tests: forget what was seen. */
export const resetVersionState = () => {
  outdated = false;
};

export interface VersionWatchEnv {
  fetch: typeof fetch;
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Calls back when the page becomes visible again. */
  onVisible: (run: () => void) => () => void;
}

const browserEnv = (): VersionWatchEnv => ({
  fetch: (...args) => window.fetch(...args),
  now: Date.now,
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  onVisible: (run) => {
    const listener = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
});

/** Asks once; resolves to whether a different build is served now. */
export async function checkForNewBuild(
  buildId: string,
  env: Pick<VersionWatchEnv, 'fetch' | 'now'>,
): Promise<boolean> {
  try {
    const response = await env.fetch(`/builds/latest.json?${env.now()}`, {
      headers: { accept: 'application/json' },
    });
    // No manifest (the development server) or a failure: nothing is known, nothing changes.
    if (!response.ok) return false;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== buildId;
  } catch {
    return false;
  }
}

export interface VersionWatch {
  stop: () => void;
  /** Asks now (what the timer and a returning tab do). */
  check: () => Promise<void>;
}

/** Starts polling. Stops by itself once a new build is seen. */
export function watchForNewBuild(
  buildId: string | null = ownBuildId,
  env: VersionWatchEnv = browserEnv(),
): VersionWatch {
  if (buildId === null) return { stop: () => undefined, check: () => Promise.resolve() };
  let stopped = false;
  // One question at a time; a second asker waits for the answer of the first.
  let pending: Promise<void> | null = null;
  const ask = async () => {
    const changed = await checkForNewBuild(buildId, env);
    if (changed && !stopped) {
      outdated = true;
      stop();
    }
  };
  const check = () => {
    if (stopped) return Promise.resolve();
    pending ??= ask().finally(() => {
      pending = null;
    });
    return pending;
  };
  const handle = env.setInterval(() => void check(), versionPollMs);
  const stopVisible = env.onVisible(() => void check());
  const stop = () => {
    stopped = true;
    env.clearInterval(handle);
    stopVisible();
  };
  return { stop, check };
}
