// Protected playback: a paid event's stream address is given only to a viewer who may watch it,
// signed for their session; its playlists and segments answer 403 without a valid token (none,
// tampered, expired, another tenant's, another asset's, another country's) and 200 with one.
import { fileURLToPath } from 'node:url';
import type { Event } from '@touchline/contract/entities/event';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, type EventRow } from '../db/schema';
import { hosts } from '../../test/test-app';
import { createAccountsTestApp, desktopAgent, type AccountsTestApp } from '../modules/auth/accounts-test-kit';
import { as, checkout, signedInViewer, type Viewer } from '../modules/commerce/commerce-test-kit';

const mediaDir = fileURLToPath(new URL('../../../../media', import.meta.url));
let t: AccountsTestApp;
let paidVod: EventRow;
let paidLive: EventRow;
let freeVod: EventRow;
let buyer: Viewer;

const open = (row: EventRow) => row.regionAllowed.length === 0 && row.regionBlocked.length === 0;

beforeAll(async () => {
  // The country header counts only from a trusted proxy; inject's requests come from 127.0.0.1.
  t = await createAccountsTestApp({
    MEDIA_DIR: mediaDir,
    TRUSTED_COUNTRY_HEADER: 'x-country',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const rows = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, 'tn-touchline'), eq(events.mediaKind, 'event')));
  paidVod = rows.find((r) => r.commerceCoverage === 'commerce_ppv_media' && r.status === 'vod' && open(r))!;
  paidLive = rows.find((r) => r.commerceCoverage === 'commerce_ppv_subscription_media' && r.status === 'live')!;
  freeVod = rows.find((r) => r.commerceType === 'free' && r.status === 'vod' && open(r))!;
  buyer = await signedInViewer(t);
  expect((await checkout(t, buyer, `${paidVod.id}-pass`)).status).toBe(200);
  expect((await as(t, buyer, { url: '/api/commerce/redeem_access_code', body: { code: 'DEMO-SEASON-PASS' } })).status).toBe(200);
});
afterAll(() => t.close());

const sourceOf = async (viewer: Viewer | null, id: string) =>
  (await as<Event>(t, viewer, { url: `/api/event/get_by_id/id/${id}` })).body.content.source;

async function fetchMedia(url: string, host: string = hosts.touchline, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': desktopAgent, ...headers } });
  return { status: response.statusCode, body: response.body };
}

/** The address a relative URI in a playlist at `base` points to. */
const resolveFrom = (base: string, uri: string) => new URL(uri, `http://x${base}`).pathname;

describe('stream addresses in event answers', () => {
  it('are signed for a viewer who may watch, and absent for everyone else', async () => {
    expect((await sourceOf(buyer, paidVod.id)).hd).toMatch(/^\/media\/t\/[\w-]+\.[\w-]+\/vod\/[\w-]+\/master\.m3u8$/);
    expect((await sourceOf(null, paidVod.id)).hd).toBeNull();
    expect((await sourceOf(await signedInViewer(t), paidVod.id)).hd).toBeNull();
    expect((await sourceOf(null, freeVod.id)).hd).toBe(freeVod.hdUrl);
  });
});

describe('signed media', () => {
  it('plays a paid recording: playlist, variant and segment through relative addresses', async () => {
    const master = (await sourceOf(buyer, paidVod.id)).hd!;
    const playlist = await fetchMedia(master);
    expect(playlist.status).toBe(200);
    const variant = resolveFrom(master, playlist.body.split('\n').find((l) => l.endsWith('.m3u8') && !l.startsWith('#'))!);
    expect(variant.startsWith(master.split('/vod/')[0]!)).toBe(true);
    const media = await fetchMedia(variant);
    expect(media.status).toBe(200);
    const segment = resolveFrom(variant, media.body.split('\n').find((l) => l.endsWith('.m4s'))!);
    expect((await fetchMedia(segment)).status).toBe(200);
  });

  it('plays a paid live game: the live playlists’ absolute addresses keep the token', async () => {
    const master = (await sourceOf(buyer, paidLive.id)).hd!;
    expect(master).toMatch(/^\/media\/t\/[^/]+\/live\//);
    const token = master.split('/')[3]!;
    const playlist = await fetchMedia(master);
    expect(playlist.status).toBe(200);
    const variant = playlist.body.split('\n').find((l) => l.startsWith('/media/'))!;
    expect(variant.startsWith(`/media/t/${token}/live/`)).toBe(true);
    const media = await fetchMedia(variant);
    expect(media.status).toBe(200);
    const segment = media.body.split('\n').find((l) => l.startsWith('/media/') && l.endsWith('.m4s'))!;
    expect(segment.startsWith(`/media/t/${token}/vod/`)).toBe(true);
    expect((await fetchMedia(segment)).status).toBe(200);
  });

  it('answers 403 without a valid token, for the playlist and the segment', async () => {
    const master = (await sourceOf(buyer, paidVod.id)).hd!;
    const [, , , token, ...rest] = master.split('/');
    const path = rest.join('/');
    const segment = path.replace('master.m3u8', 'r0/seg-000.m4s');
    const payload = token!.split('.')[0]!;
    const forged = `${payload}.${Buffer.alloc(32).toString('base64url')}`;
    for (const candidate of ['', 'none', forged, `${token}x`])
      for (const file of [path, segment])
        expect((await fetchMedia(`/media/t/${candidate}/${file}`)).status, `${candidate} ${file}`).toBe(403);
    expect((await fetchMedia(`/media/t/${token}/${segment}`)).status).toBe(200);
  });

  it('refuses an expired token, another tenant’s, another asset’s and another country’s', async () => {
    const grant = { tenantId: 'tn-touchline', eventId: paidVod.id, sessionId: 's-1', country: 'GB' };
    const signer = t.app.playbackSigner;
    const hour = 3_600_000;
    const expired = signer.sign(paidVod.hdUrl!, grant, new Date(Date.now() - 2 * hour))!;
    expect((await fetchMedia(expired)).status).toBe(403);
    const harbours = signer.sign(paidVod.hdUrl!, { ...grant, tenantId: 'tn-harbour' })!;
    expect((await fetchMedia(harbours)).status).toBe(403);
    const valid = signer.sign(paidVod.hdUrl!, grant)!;
    expect((await fetchMedia(valid)).status).toBe(200);
    expect((await fetchMedia(valid, hosts.harbour)).status).toBe(403);
    const other = valid.includes('/vod/match-1/') ? 'match-2' : 'match-1';
    const otherAsset = valid.replace(/\/vod\/[\w-]+\//, `/vod/${other}/`);
    expect((await fetchMedia(otherAsset)).status).toBe(403);
    const abroad = await fetchMedia(valid, hosts.touchline, { 'x-country': 'DE' });
    expect(abroad.status).toBe(403);
    expect(JSON.parse(abroad.body)).toMatchObject({ messageErrorCode: 'region_blocked' });
  });
});
