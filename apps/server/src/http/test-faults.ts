// End-to-end tests of spec §8 ("status 500 and above: reported with status, headers, status text
// and url") need the server to really answer 500 to a page's call. With TEST_FAULTS=on (demo mode
// only, config/runtime-env.ts) an API request carrying `X-Test-Fault: 500` fails inside the server
// like any unexpected error, so the answer, its log line and its wire format are the real ones.
import type { FastifyInstance } from 'fastify';

export const testFaultHeader = 'x-test-fault';

export function registerTestFaults(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers[testFaultHeader] === '500' && request.url.startsWith('/api/'))
      done(new Error(`forced test fault on ${request.method} ${request.url.split('?')[0]}`));
    else done();
  });
}
