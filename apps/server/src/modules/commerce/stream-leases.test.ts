// The concurrent-stream limit (ADR 046) on Harbour (limit 2): a third device is refused with the
// streams listed, a stopped or silent stream frees its place, nobody stops another's stream, and
// free games or tenants without a limit take no lease.
import type { ActiveStream, StreamLease } from '@touchline/contract/calls/streams';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { hosts } from '../../../test/test-app';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import {
  as,
  signedInViewer,
  devicesOfOneAccount as signedInDevices,
  type Viewer,
} from './commerce-test-kit';
import { leaseTtlMs } from './stream-lease-service';

let clock = new Date();
let t: AccountsTestApp;
let paid: { id: string; title: string };
let free: { id: string };
beforeAll(async () => {
  t = await createAccountsTestApp({}, () => clock);
  const of = (tenantId: string, isFree: boolean) =>
    t.database.db
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(
        and(
          eq(events.tenantId, tenantId),
          isFree ? eq(events.commerceType, 'free') : ne(events.commerceType, 'free'),
        ),
      )
      .limit(1);
  paid = (await of('tn-harbour', false))[0]!;
  free = (await of('tn-harbour', true))[0]!;
});
afterAll(() => t.close());

/** One Harbour account signed in on up to three devices (its device limit). */
const devicesOfOneAccount = (count: number) => signedInDevices(t, count, hosts.harbour);
const start = (viewer: Viewer, eventId: string = paid.id) =>
  as<StreamLease | null>(t, viewer, { url: '/api/streams', body: { eventId } });
const heartbeat = (viewer: Viewer, id: string) =>
  as<StreamLease>(t, viewer, { url: `/api/streams/${id}/heartbeat`, method: 'POST' });
const list = async (viewer: Viewer) =>
  (await as<{ limit: number | null; entries: ActiveStream[] }>(t, viewer, { url: '/api/streams' }))
    .body.content;
const stop = (viewer: Viewer, id: string) =>
  as(t, viewer, { url: `/api/streams/${id}/stop`, method: 'POST' });

describe('the concurrent-stream limit', () => {
  it('refuses a third device, lists the streams, and a stopped one frees its place', async () => {
    clock = new Date();
    const [a, b, c] = await devicesOfOneAccount(3);
    const first = await start(a!);
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({ heartbeatSeconds: 15 });
    expect((await start(b!)).status).toBe(200);
    const refused = await start(c!);
    expect(refused).toMatchObject({
      status: 409,
      body: { messageErrorCode: 'conflict', context: 'stream_limit' },
    });
    const streams = await list(c!);
    expect(streams.limit).toBe(2);
    expect(streams.entries).toHaveLength(2);
    expect(streams.entries[0]).toMatchObject({
      eventId: paid.id,
      eventTitle: paid.title,
      current: false,
    });
    expect(streams.entries.every((s) => s.deviceName.length > 0)).toBe(true);

    // The third device stops the first device's stream and takes its place.
    expect((await stop(c!, first.body.content!.id)).status).toBe(200);
    expect((await start(c!)).status).toBe(200);
    // The stopped device learns it at its next heartbeat.
    expect((await heartbeat(a!, first.body.content!.id)).status).toBe(404);
  });

  it('frees a stream whose heartbeat stopped, and keeps one whose heartbeat runs', async () => {
    clock = new Date();
    const [a, b, c] = await devicesOfOneAccount(3);
    const kept = (await start(a!)).body.content!;
    await start(b!);
    expect((await start(c!)).status).toBe(409);
    // A heartbeat just before the lease ends keeps it; b sends none.
    clock = new Date(clock.getTime() + leaseTtlMs - 1000);
    expect((await heartbeat(a!, kept.id)).status).toBe(200);
    clock = new Date(clock.getTime() + 2000);
    expect((await list(c!)).entries.map((s) => s.current)).toEqual([false]);
    expect((await start(c!)).status).toBe(200);
  });

  it('lets a device replace its own stream (another game) without counting it twice', async () => {
    clock = new Date();
    const [a, b] = await devicesOfOneAccount(2);
    await start(a!);
    await start(b!);
    expect((await start(a!)).status).toBe(200);
    expect((await list(a!)).entries.map((s) => s.current).sort()).toEqual([false, true]);
  });

  it('never lets one account stop or renew another’s stream', async () => {
    clock = new Date();
    const [owner] = await devicesOfOneAccount(1);
    const lease = (await start(owner!)).body.content!;
    const stranger = await signedInViewer(t, hosts.harbour);
    expect((await stop(stranger, lease.id)).status).toBe(404);
    expect((await heartbeat(stranger, lease.id)).status).toBe(404);
    expect((await list(stranger)).entries).toEqual([]);
    // Nor from another tenant.
    const elsewhere = await signedInViewer(t, hosts.touchline);
    expect((await stop(elsewhere, lease.id)).status).toBe(404);
    expect((await list(owner!)).entries).toHaveLength(1);
  });

  it('takes no lease for a free game or where the tenant sets no limit', async () => {
    clock = new Date();
    const [a] = await devicesOfOneAccount(1);
    expect((await start(a!, free.id)).body.content).toBeNull();
    const touchline = await signedInViewer(t, hosts.touchline);
    const touchlinePaid = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), ne(events.commerceType, 'free')))
      .limit(1);
    expect((await start(touchline, touchlinePaid[0]!.id)).body.content).toBeNull();
  });

  it('refuses bad input, unknown games and callers who are not signed in', async () => {
    const [a] = await devicesOfOneAccount(1);
    expect((await start(a!, 'no such game!')).status).toBe(400);
    expect((await start(a!, 'no-such-game')).status).toBe(404);
    expect(
      (await as(t, a!, { url: '/api/streams', body: { eventId: paid.id, x: 1 } })).status,
    ).toBe(400);
    expect((await as(t, null, { url: '/api/streams', body: { eventId: paid.id } })).status).toBe(
      401,
    );
    expect((await stop(a!, 'bad id!')).status).toBe(400);
  });
});
