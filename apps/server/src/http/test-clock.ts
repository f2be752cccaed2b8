// The purchases' clock moved for one browser, for end-to-end tests of the demo only (TEST_CLOCK=on,
// refused unless DEMO=on, config/runtime-env.ts): a browser test cancels a subscription, sends
// `X-Test-Clock-Offset: <ms>` from its own pages, and sees the game lock. Only the requests that
// carry the header see the moved clock: journeys running beside it at that moment keep theirs (a
// clock moved for the whole server once expired another journey's stream leases mid-way).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const testClockHeader = 'x-test-clock-offset';

const offsets = new AsyncLocalStorage<number>();

/** Now, moved by the offset of the request being served, if it carried one. */
export const requestClock = (): Date => new Date(Date.now() + (offsets.getStore() ?? 0));

/** A whole number of milliseconds, or null: any other value of the header is ignored. */
export function readOffset(raw: string | string[] | undefined): number | null {
  if (typeof raw !== 'string' || !/^-?\d{1,13}$/.test(raw)) return null;
  return Number(raw);
}

export function registerTestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const offset = readOffset(request.headers[testClockHeader]);
    // The rest of the request (its handler and everything it awaits) runs inside this store.
    if (offset === null) done();
    else offsets.run(offset, done);
  });
}
