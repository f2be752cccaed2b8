import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachAnalytics, resetTelemetry, type AnalyticsSink } from './telemetry';
import { wireTelemetry } from './wire-telemetry';

function fakeRouter(pathname: string, searchStr = '') {
  let listener: ((event: { toLocation: { pathname: string; searchStr?: string } }) => void) | null =
    null;
  return {
    state: { location: { pathname, searchStr } },
    subscribe: (_: 'onResolved', next: NonNullable<typeof listener>) => {
      listener = next;
      return () => undefined;
    },
    resolve: (to: string, search = '') =>
      listener?.({ toLocation: { pathname: to, searchStr: search } }),
  };
}

afterEach(() => resetTelemetry());

describe('wireTelemetry page views', () => {
  it('counts the first (hydrated) page once, then each navigation', () => {
    const sink = {
      track: vi.fn(),
      page: vi.fn(),
      identify: vi.fn(),
      reset: vi.fn(),
    } satisfies AnalyticsSink;
    attachAnalytics(sink);
    const router = fakeRouter('/events/e1/');
    wireTelemetry(router);
    router.resolve('/events/e1/');
    router.resolve('/account/', '?tab=1');
    expect(sink.page.mock.calls).toEqual([
      [{ path: '/events/e1/', search: '' }],
      [{ path: '/account/', search: '?tab=1' }],
    ]);
  });
});
