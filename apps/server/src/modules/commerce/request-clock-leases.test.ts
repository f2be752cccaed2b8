// With TEST_CLOCK=on (the demo's browser tests), a request's `X-Test-Clock-Offset` moves the
// purchases' clock for that request only. A journey that moved the whole server's clock once
// expired another journey's stream leases: the request of a third device then took a place the
// two playing devices still held. Now the playing devices keep their places.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { testClockHeader } from '../../http/test-clock';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import { as, devicesOfOneAccount as signedInDevices, type Viewer } from './commerce-test-kit';

const day = 24 * 3600_000;
let t: AccountsTestApp;
let paid: string;
beforeAll(async () => {
  t = await createAccountsTestApp({ TEST_CLOCK: 'on' });
  const [row] = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, 'tn-harbour'), ne(events.commerceType, 'free')))
    .limit(1);
  paid = row!.id;
});
afterAll(() => t.close());

const devicesOfOneAccount = (label: string) => signedInDevices(t, 3, hosts.harbour, label);

const start = (viewer: Viewer, headers: Record<string, string> = {}) =>
  as(t, viewer, { url: '/api/streams', body: { eventId: paid }, headers });

describe('the request clock of the browser tests', () => {
  it('moves for the request that asks, and leaves every other request on the real clock', async () => {
    const [a, b, c] = await devicesOfOneAccount('clocked');
    expect((await start(a!)).status).toBe(200);
    expect((await start(b!)).status).toBe(200);

    // Another viewer's request 40 days ahead, as a journey beside this one sends it.
    const [other] = await devicesOfOneAccount('elsewhere');
    expect((await start(other!, { [testClockHeader]: String(40 * day) })).status).toBe(200);

    // The third device on the real clock: the two streams still hold their places.
    expect((await start(c!)).status).toBe(409);
    // The same device 40 days ahead: both leases have lapsed, so it plays.
    expect((await start(c!, { [testClockHeader]: String(40 * day) })).status).toBe(200);
  });
});
