import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('resumes in a later task, not in a microtask of the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'task queued before', 'after the yield']);
  });

  it("uses the browser's prioritised yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
