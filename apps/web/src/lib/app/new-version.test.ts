import { afterEach, describe, expect, it, vi } from 'vitest';
import { newVersionGuard } from '../router/new-version-guard';
import {
  checkForNewBuild,
  isOutdated,
  resetVersionState,
  versionPollMs,
  watchForNewBuild,
  type VersionWatchEnv,
} from './new-version';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function fakeEnv(served: () => Promise<Response>) {
  let tick: (() => void) | null = null;
  let visible: (() => void) | null = null;
  const fetch = vi.fn((url: string) => {
    void url;
    return served();
  });
  const env: VersionWatchEnv = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => 1234,
    setInterval: (run, ms) => {
      expect(ms).toBe(versionPollMs);
      tick = run;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
    onVisible: (run) => {
      visible = run;
      return () => {
        visible = null;
      };
    },
  };
  return { env, fetch, tick: () => tick?.(), visible: () => visible?.(), polling: () => !!tick };
}

afterEach(() => resetVersionState());

describe('new version', () => {
  it('asks for the latest build with a timestamp query and compares the id', async () => {
    const { env, fetch } = fakeEnv(() => answer(200, { id: 'b2', timestamp: 1 }));
    expect(await checkForNewBuild('b1', env)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json?1234', expect.anything());
    expect(await checkForNewBuild('b2', env)).toBe(false);
  });

  it('treats a missing manifest, a bad answer or a network failure as no news', async () => {
    expect(await checkForNewBuild('b1', fakeEnv(() => answer(404, {})).env)).toBe(false);
    expect(await checkForNewBuild('b1', fakeEnv(() => answer(200, { id: 7 })).env)).toBe(false);
    const offline = fakeEnv(() => Promise.reject(new TypeError('offline')));
    expect(await checkForNewBuild('b1', offline.env)).toBe(false);
  });

  it('marks the page outdated on a new build and stops polling', async () => {
    let served = 'b1';
    const fake = fakeEnv(() => answer(200, { id: served }));
    const watch = watchForNewBuild('b1', fake.env);
    fake.tick();
    await watch.check();
    expect(fake.fetch).toHaveBeenCalled();
    expect(isOutdated()).toBe(false);
    served = 'b2';
    fake.visible();
    await watch.check();
    expect(isOutdated()).toBe(true);
    expect(fake.polling()).toBe(false);
  });

  it('makes the next navigation a full load, but not a preload', async () => {
    const guard = (preload: boolean) => {
      try {
        newVersionGuard({ location: { publicHref: '/de/live/?page=2' }, preload });
        return null;
      } catch (thrown) {
        return (thrown as { options: unknown }).options;
      }
    };
    expect(guard(false)).toBeNull();
    const fake = fakeEnv(() => answer(200, { id: 'b2' }));
    await watchForNewBuild('b1', fake.env).check();
    expect(guard(true)).toBeNull();
    expect(guard(false)).toMatchObject({ href: '/de/live/?page=2', reloadDocument: true });
  });
});
