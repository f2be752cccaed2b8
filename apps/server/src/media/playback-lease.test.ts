// The stream limit bound to the media token (ADR 052), the attack replayed: before, a client that
// skipped `POST /api/streams` played a paid game with the event answer's signed address, past the
// tenant's limit. On Harbour (limit 2) a token without a lease, with a stopped or lapsed lease,
// with another user's lease or with another game's lease answers 403; on Touchline (no limit)
// nothing changes.
import { fileURLToPath } from 'node:url';
import type { StreamLease } from '@touchline/contract/calls/streams';
import type { Event } from '@touchline/contract/entities/event';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../db/schema';
import { hosts } from '../../test/test-app';
import { createAccountsTestApp, desktopAgent, type AccountsTestApp } from '../modules/auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from '../modules/commerce/commerce-test-kit';
import { leaseTtlMs } from '../modules/commerce/stream-lease-service';
import type { PlaybackClaims } from './playback-token';

const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
let clock = new Date();
let t: AccountsTestApp;
let live: EventRow;
/** Another paid Harbour game: a lease of it opens nothing of `live`. */
let otherPaid: EventRow;

beforeAll(async () => {
  t = await createAccountsTestApp({ MEDIA_DIR: mediaDir }, () => clock);
  const paid = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-harbour'), ne(events.commerceType, 'free')));
  live = paid.find((r) => r.commerceCoverage === 'commerce_ppv_subscription_media' && r.status === 'live')!;
  expect(live, 'a paid live Harbour game covered by the season pass').toBeDefined();
  otherPaid = paid.find((r) => r.id !== live.id)!;
});
afterAll(() => t.close());

/** A Harbour viewer holding the season pass, which covers its paid live games. */
async function seasonViewer(): Promise<Viewer> {
  const viewer = await signedInViewer(t, hosts.harbour);
  const code = await as(t, viewer, { url: '/api/commerce/redeem_access_code', body: { code: 'DEMO-SEASON-PASS' } });
  expect(code.status, JSON.stringify(code.body)).toBe(200);
  return viewer;
}

const hdOf = async (viewer: Viewer, id: string) =>
  (await as<Event>(t, viewer, { url: `/api/event/get_by_id/id/${id}` })).body.content.source.hd!;
const startStream = async (viewer: Viewer, eventId: string) => {
  const started = await as<StreamLease>(t, viewer, { url: '/api/streams', body: { eventId } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.content;
};
const stopStream = (viewer: Viewer, id: string) =>
  as(t, viewer, { url: `/api/streams/${id}/stop`, method: 'POST' });

async function status(url: string, host: string = hosts.harbour) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': desktopAgent } });
  return { status: response.statusCode, body: response.body };
}

const claimsOf = (url: string): PlaybackClaims =>
  JSON.parse(Buffer.from(url.split('/')[3]!.split('.')[0]!, 'base64url').toString()) as PlaybackClaims;

/** The live master's variant playlist and its first segment, both with the master's token. */
async function variantAndSegment(master: string) {
  const variant = (await status(master)).body.split('\n').find((l) => l.startsWith('/media/'))!;
  const segment = (await status(variant)).body.split('\n').find((l) => l.startsWith('/media/') && l.endsWith('.m4s'))!;
  return { variant, segment };
}

describe('a paid stream on a tenant with a stream limit', () => {
  it('refuses the event answer’s token while no lease is held: playlist and segment', async () => {
    clock = new Date();
    const viewer = await seasonViewer();
    const unbound = await hdOf(viewer, live.id);
    expect(claimsOf(unbound).l).toBeUndefined();
    const refused = await status(unbound);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ messageErrorCode: 'forbidden' });
    // Segment names are easy to guess: a token without a lease opens none.
    const segment = unbound.replace(/\/live\/([\w-]+)\/master\.m3u8$/, '/vod/$1/r0/seg-000.m4s');
    expect((await status(segment)).status).toBe(403);
  });

  it('plays with the lease’s token, and stops at the next playlist once the lease is stopped', async () => {
    clock = new Date();
    const viewer = await seasonViewer();
    const lease = await startStream(viewer, live.id);
    const master = await hdOf(viewer, live.id);
    expect(claimsOf(master).l).toBe(lease.id);
    expect((await status(master)).status).toBe(200);
    const { variant, segment } = await variantAndSegment(master);
    expect((await status(variant)).status).toBe(200);
    expect((await status(segment)).status).toBe(200);

    expect((await stopStream(viewer, lease.id)).status).toBe(200);
    expect((await status(variant)).status).toBe(403);
    expect((await status(master)).status).toBe(403);
    // The event answer no longer binds a lease: the session must take one again.
    expect(claimsOf(await hdOf(viewer, live.id)).l).toBeUndefined();
  });

  it('stops when the lease lapses (its heartbeat stopped)', async () => {
    clock = new Date();
    const viewer = await seasonViewer();
    await startStream(viewer, live.id);
    const master = await hdOf(viewer, live.id);
    expect((await status(master)).status).toBe(200);
    clock = new Date(clock.getTime() + leaseTtlMs + 1000);
    expect((await status(master)).status).toBe(403);
  });

  it('refuses a token naming another user’s lease, or a lease of another game', async () => {
    clock = new Date();
    const viewer = await seasonViewer();
    const other = await seasonViewer();
    const othersLease = await startStream(other, live.id);
    const own = await startStream(viewer, live.id);
    const claims = claimsOf(await hdOf(viewer, live.id));
    expect(claims.l).toBe(own.id);
    const grant = { tenantId: claims.t, eventId: claims.e, sessionId: claims.s, country: claims.c };
    const signer = t.app.playbackSigner;
    const url = live.hdUrl!;
    expect((await status(signer.sign(url, { ...grant, leaseId: own.id })!)).status).toBe(200);
    expect((await status(signer.sign(url, { ...grant, leaseId: othersLease.id })!)).status).toBe(403);
    // This session's lease, but for another game than the token's.
    const otherGame = await startStream(viewer, otherPaid.id);
    const forOtherGame = signer.sign(url, { ...grant, leaseId: otherGame.id })!;
    expect((await status(forOtherGame)).status).toBe(403);
    // Nor does a lease id of this tenant open anything on another tenant's host.
    expect((await status(signer.sign(url, { ...grant, leaseId: otherGame.id })!, hosts.touchline)).status).toBe(403);
  });
});

describe('a tenant without a stream limit', () => {
  it('plays the event answer’s token as before, with no lease', async () => {
    clock = new Date();
    const rows = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.commerceCoverage, 'commerce_ppv_media'), eq(events.status, 'vod')));
    const game = rows.find((r) => r.regionAllowed.length === 0 && r.regionBlocked.length === 0)!;
    const buyer = await signedInViewer(t);
    expect((await checkout(t, buyer, `${game.id}-pass`)).status).toBe(200);
    const master = await hdOf(buyer, game.id);
    expect(claimsOf(master).l).toBeUndefined();
    expect((await status(master, hosts.touchline)).status).toBe(200);
    expect((await status(master.replace('master.m3u8', 'r0/seg-000.m4s'), hosts.touchline)).status).toBe(200);
  });
});
