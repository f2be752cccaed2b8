import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

/** A cache on a hand-moved clock, counting the loads it runs. */
function setup(options: { ttlMs?: number; maxEntries?: number; maxAnswerLength?: number } = {}) {
  let clock = 0;
  let loads = 0;
  const cache = createAnswerCache({ ttlMs: 1000, ...options, now: () => clock });
  const load = (answer: string) => () => {
    loads += 1;
    return Promise.resolve(answer);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('answer cache', () => {
  it('reuses an answer within its interval', async () => {
    const t = setup();
    expect(await t.cache.answer('a', 'k', t.load('one'))).toBe('one');
    t.advance(999);
    expect(await t.cache.answer('a', 'k', t.load('two'))).toBe('one');
    expect(t.loads()).toBe(1);
  });

  it('gives an answer once more in its second interval while its replacement is made', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('one'));
    t.advance(1000);
    expect(await t.cache.answer('a', 'k', t.load('two'))).toBe('one');
    expect(await t.cache.answer('a', 'k', t.load('not used'))).toBe('two');
    expect(t.loads()).toBe(2);
  });

  it('waits for a new answer once the second interval is over too', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('one'));
    t.advance(2000);
    expect(await t.cache.answer('a', 'k', t.load('two'))).toBe('two');
  });

  it('keeps giving the answer when its replacement fails, and tries again', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('one'));
    t.advance(1500);
    const failing = () => Promise.reject(new Error('database down'));
    expect(await t.cache.answer('a', 'k', failing)).toBe('one');
    await Promise.resolve();
    expect(await t.cache.answer('a', 'k', t.load('two'))).toBe('one');
    expect(await t.cache.answer('a', 'k', t.load('not used'))).toBe('two');
  });

  it('drops a replacement made before an invalidation', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('one'));
    t.advance(1000);
    let finish: (answer: string) => void = () => undefined;
    expect(await t.cache.answer('a', 'k', () => new Promise((r) => (finish = r)))).toBe('one');
    t.cache.invalidate('a');
    finish('begun before the change');
    await Promise.resolve();
    expect(await t.cache.answer('a', 'k', t.load('after the change'))).toBe('after the change');
  });

  it('keeps tenants and keys apart', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('a-k'));
    expect(await t.cache.answer('b', 'k', t.load('b-k'))).toBe('b-k');
    expect(await t.cache.answer('a', 'other', t.load('a-other'))).toBe('a-other');
    expect(await t.cache.answer('a', 'k', t.load('again'))).toBe('a-k');
  });

  it('shares one load between concurrent requests', async () => {
    const t = setup();
    let finish: (answer: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = t.cache.answer('a', 'k', slow);
    const second = t.cache.answer('a', 'k', t.load('not used'));
    finish('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(t.loads()).toBe(0);
  });

  it('does not keep a failed load', async () => {
    const t = setup();
    const failing = () => Promise.reject(new Error('database down'));
    await expect(t.cache.answer('a', 'k', failing)).rejects.toThrow('database down');
    expect(await t.cache.answer('a', 'k', t.load('fresh'))).toBe('fresh');
  });

  it('forgets one tenant on invalidate, a load in flight included', async () => {
    const t = setup();
    await t.cache.answer('a', 'k', t.load('a-old'));
    await t.cache.answer('b', 'k', t.load('b-old'));
    let finish: (answer: string) => void = () => undefined;
    const inFlight = t.cache.answer('a', 'slow', () => new Promise((r) => (finish = r)));
    t.cache.invalidate('a');
    finish('begun before the change');
    await inFlight;
    expect(await t.cache.answer('a', 'k', t.load('a-new'))).toBe('a-new');
    expect(await t.cache.answer('a', 'slow', t.load('slow-new'))).toBe('slow-new');
    expect(await t.cache.answer('b', 'k', t.load('b-new'))).toBe('b-old');
  });

  it('makes room by dropping the oldest answers', async () => {
    const t = setup({ maxEntries: 2 });
    await t.cache.answer('a', '1', t.load('1'));
    await t.cache.answer('a', '2', t.load('2'));
    await t.cache.answer('a', '3', t.load('3'));
    expect(await t.cache.answer('a', '3', t.load('3 again'))).toBe('3');
    expect(await t.cache.answer('a', '2', t.load('2 again'))).toBe('2');
    expect(await t.cache.answer('a', '1', t.load('1 again'))).toBe('1 again');
  });

  it('does not keep long answers', async () => {
    const t = setup({ maxAnswerLength: 5 });
    await t.cache.answer('a', 'k', t.load('123456'));
    expect(await t.cache.answer('a', 'k', t.load('again'))).toBe('again');
    expect(await t.cache.answer('a', 'k', t.load('not used'))).toBe('again');
  });

  it('loads every time with an interval of 0', async () => {
    const t = setup({ ttlMs: 0 });
    await t.cache.answer('a', 'k', t.load('one'));
    expect(await t.cache.answer('a', 'k', t.load('two'))).toBe('two');
    expect(t.loads()).toBe(2);
  });
});
