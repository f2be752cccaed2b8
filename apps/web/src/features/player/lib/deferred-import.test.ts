import { describe, expect, it, vi } from 'vitest';
import {
  afterPageSettles,
  deferredImport,
  idleFallbackMs,
  idleTimeoutMs,
  type IdleHost,
} from './deferred-import';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page whose load event and idle callbacks the test fires by hand. */
function fakeHost(options: { loaded?: boolean; idleCallback?: boolean } = {}) {
  let state: DocumentReadyState = options.loaded ? 'complete' : 'interactive';
  const onLoad: (() => void)[] = [];
  const idle: { run: () => void; timeout: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const host: IdleHost = {
    readyState: () => state,
    onLoad: (run) => onLoad.push(run),
    setTimeout: (run, ms) => timers.push({ run, ms }),
    ...(options.idleCallback === false
      ? {}
      : {
          requestIdleCallback: (run: () => void, { timeout }: { timeout: number }) =>
            idle.push({ run, timeout }),
        }),
  };
  const load = () => {
    state = 'complete';
    for (const run of onLoad.splice(0)) run();
  };
  return { host, load, idle, timers };
}

describe('afterPageSettles', () => {
  it('waits for the load event, then for an idle moment (with a timeout)', () => {
    const page = fakeHost();
    const run = vi.fn();
    afterPageSettles(run, page.host);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(page.idle).toHaveLength(1);
    expect(page.idle[0]!.timeout).toBe(idleTimeoutMs);
    expect(run).not.toHaveBeenCalled();
    page.idle[0]!.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('asks for an idle moment at once on a page that has already loaded', () => {
    const page = fakeHost({ loaded: true });
    afterPageSettles(vi.fn(), page.host);
    expect(page.idle).toHaveLength(1);
  });

  it('falls back to a short timer without requestIdleCallback', () => {
    const page = fakeHost({ idleCallback: false });
    const run = vi.fn();
    afterPageSettles(run, page.host);
    page.load();
    expect(page.timers.map((timer) => timer.ms)).toEqual([idleFallbackMs]);
    page.timers[0]!.run();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('deferredImport', () => {
  function setup() {
    const page = fakeHost();
    const load = vi.fn(() => Promise.resolve('module'));
    const module = deferredImport(load, (run) => afterPageSettles(run, page.host));
    return { page, load, module };
  }

  it('starts a later import only once the page has settled', async () => {
    const { page, load, module } = setup();
    const got = vi.fn();
    void module.later().then(got);
    await flush();
    expect(load).not.toHaveBeenCalled();
    page.load();
    await flush();
    expect(load).not.toHaveBeenCalled();
    page.idle[0]!.run();
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(got).toHaveBeenCalledWith('module');
  });

  it('an urgent import starts at once and releases the callers waiting for idle', async () => {
    const { load, module } = setup();
    const waiting = vi.fn();
    void module.later().then(waiting);
    await expect(module.now()).resolves.toBe('module');
    await flush();
    expect(waiting).toHaveBeenCalledWith('module');
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports once for every caller, and again after a failure', async () => {
    const page = fakeHost({ loaded: true });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const module = deferredImport(load, (run) => afterPageSettles(run, page.host));
    await expect(module.now()).rejects.toThrow('offline');
    await expect(Promise.all([module.now(), module.later()])).resolves.toEqual([
      'module',
      'module',
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
