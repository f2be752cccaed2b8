// The test clock moves for the requests that carry its header, and only for them.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { readOffset, registerTestClock, requestClock, testClockHeader } from './test-clock';

const day = 24 * 3600_000;
const app = Fastify();
registerTestClock(app);
app.get('/now', async () => {
  // Past an await, as a handler reads the clock after its queries.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { now: requestClock().getTime() };
});
afterAll(() => app.close());

const askNow = async (headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/now', headers })).json<{ now: number }>().now;

describe('the request clock', () => {
  it('is now without the header, and moved by the header’s offset with it', async () => {
    expect(Math.abs((await askNow()) - Date.now())).toBeLessThan(1000);
    const moved = await askNow({ [testClockHeader]: String(40 * day) });
    expect(moved - Date.now()).toBeGreaterThan(39 * day);
  });

  it('keeps each request’s own offset when they are served at the same time', async () => {
    const [plain, moved, back] = await Promise.all([
      askNow(),
      askNow({ [testClockHeader]: String(40 * day) }),
      askNow({ [testClockHeader]: String(-2 * day) }),
    ]);
    expect(Math.abs(plain - Date.now())).toBeLessThan(1000);
    expect(moved - Date.now()).toBeGreaterThan(39 * day);
    expect(Date.now() - back).toBeGreaterThan(1.9 * day);
    // Outside any request, the clock is the real one.
    expect(Math.abs(requestClock().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('ignores a header that is not a whole number of milliseconds', async () => {
    for (const raw of ['1e12', '12.5', 'soon', '', '99999999999999'])
      expect(readOffset(raw), raw).toBeNull();
    expect(Math.abs((await askNow({ [testClockHeader]: 'soon' })) - Date.now())).toBeLessThan(1000);
  });
});
