import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushSetup, pushNotSetUpWarning, type PushSetupEnv } from './push-setup';

const registration = { scope: '/' } as ServiceWorkerRegistration;

function setUp(register: PushSetupEnv['register']) {
  const warn = vi.fn();
  const setup = createPushSetup({
    register,
    warn,
    setTimeout: (work, ms) => setTimeout(work, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });
  return { setup, warn };
}

describe('push setup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues work until the registration is ready, and registers once', async () => {
    let resolve!: (value: ServiceWorkerRegistration) => void;
    const register = vi.fn(() => new Promise<ServiceWorkerRegistration>((r) => (resolve = r)));
    const { setup, warn } = setUp(register);
    const done: string[] = [];
    const first = setup.whenReady(() => Promise.resolve(done.push('first')));
    const second = setup.whenReady(() => Promise.resolve(done.push('second')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toEqual([]);
    resolve(registration);
    await Promise.all([first, second]);
    expect(done).toEqual(['first', 'second']);
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once 30 s pass without a ready registration', async () => {
    const { setup, warn } = setUp(() => new Promise(() => undefined));
    void setup.whenReady(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(pushNotSetUpWarning);
  });
});
